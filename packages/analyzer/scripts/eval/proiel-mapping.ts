/**
 * How well the PROIEL → UD mapping of latin/ud/proiel-conllx.ts agrees with UD Latin-PROIEL, on its dev file
 * (which keeps PROIEL's part of speech as XPOS):
 * - UPOS: the mapping applied to each dev token's XPOS and lemma, the UD relation `det` standing for PROIEL's
 *   `atr` (the dev file has no PROIEL relations), against the dev UPOS;
 * - features: each dev token whose form, lemma and XPOS the classical export analyses one way only, the
 *   canonical core features of that analysis mapped against the dev token's (normalize.ts).
 *   node --import tsx packages/analyzer/scripts/eval/proiel-mapping.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzerConfig } from '../../src/core/config';
import { parseConllu, wordRows } from '../../src/core/conllu';
import { formatFeats, parseFeats } from '../../src/core/types';
import { coreFeats, normalizeLatinFeats } from '../../src/latin/ud/normalize';
import { proielRowToUd, readProielConllx } from '../../src/latin/ud/proiel-conllx';
import { proielClassicalPath, udDirectory } from '../../src/latin/ud/treebanks';

const canonical = (feats: string) => formatFeats(coreFeats(normalizeLatinFeats(parseFeats(feats), 'proiel')));
const dev = parseConllu(readFileSync(join(udDirectory(), 'UD_Latin-PROIEL/la_proiel-ud-dev.conllu'), 'utf8')).flatMap(wordRows);
const classical = readProielConllx(proielClassicalPath(analyzerConfig().sharedDataDir)).flatMap(wordRows);

const analyses = new Map<string, Set<string>>();
for (const c of classical) {
  const key = `${c[1]}\t${c[2]}\t${c[4]}`;
  let set = analyses.get(key);
  if (!set) analyses.set(key, (set = new Set()));
  set.add(`${c[3]}\t${canonical(c[5]!)}`);
}

let uposRight = 0;
let featsCompared = 0;
let featsRight = 0;
const confusions = new Map<string, number>();
for (const c of dev) {
  const relation = c[7] === 'det' ? 'atr' : c[7]!;
  const { upos } = proielRowToUd([c[0]!, c[1]!, c[2]!, '', c[4]!, '_', c[6]!, relation]);
  if (upos === c[3]) uposRight++;
  else confusions.set(`${c[4]} ${c[3]} → ${upos}`, (confusions.get(`${c[4]} ${c[3]} → ${upos}`) ?? 0) + 1);
  const seen = analyses.get(`${c[1]}\t${c[2]}\t${c[4]}`);
  if (seen?.size !== 1) continue;
  featsCompared++;
  const [, feats] = [...seen][0]!.split('\t');
  if (feats === canonical(c[5]!)) featsRight++;
  else confusions.set(`feats ${c[4]} ${canonical(c[5]!)} → ${feats}`, (confusions.get(`feats ${c[4]} ${canonical(c[5]!)} → ${feats}`) ?? 0) + 1);
}
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(2)} %`;
console.log(`UPOS agreement ${pct(uposRight, dev.length)} of ${dev.length} dev tokens`);
console.log(`core features agreement ${pct(featsRight, featsCompared)} of ${featsCompared} dev tokens analysed one way in the classical export`);
console.log('most frequent disagreements:');
for (const [what, n] of [...confusions].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${n}\t${what}`);
