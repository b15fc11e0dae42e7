/**
 * The share of running words of Attic prose whose card has an Italian meaning (target: 95 %), with the
 * share that has only LSJ's English and the most frequent lemmas still without Italian: the AGDT documents
 * of Lysias and Plato, and the UD Perseus dev file (Thucydides, Plutarch, Athenaeus). Each sentence's
 * `# text` is analysed as running text (the treebank's elision marks, a combining psili or overline, written
 * as the apostrophe of printed texts); every word token counts once. A name's Italian form counts as Italian.
 * Run: `npm run -s report:greek-meanings` (`--missing N` lists N lemmas without Italian, default 40).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzerConfig } from '../src/core/config';
import { SIGNIFICATO_MANCANTE } from '../src/greek/italian/terms';
import { createGreekAnalyzer } from '../src/greek/pipeline';

interface Source {
  name: string;
  sentences: string[];
}

/** The `# text` lines of the sentences whose id starts with one of `prefixes` (all when none is given). */
function sentenceTexts(conllu: string, prefixes: readonly string[]): string[] {
  const out: string[] = [];
  let keep = prefixes.length === 0;
  for (const line of conllu.split('\n')) {
    if (line.startsWith('# sent_id = ')) keep = prefixes.length === 0 || prefixes.some((p) => line.slice(12).startsWith(p));
    else if (keep && line.startsWith('# text = ')) out.push(line.slice(9).replace(/[\u0313\u0305](?=\s|$)/gu, '’'));
  }
  return out;
}

function sources(): Source[] {
  const shared = analyzerConfig().sharedDataDir;
  const agdt = spawnSync('xz', ['-dc', join(shared, 'agdt-greek/agdt-greek-train.conllu.xz')], { encoding: 'utf8', maxBuffer: 1 << 28 }).stdout;
  const dev = readFileSync(join(analyzerConfig().udDir, 'UD_Ancient_Greek-Perseus/grc_perseus-ud-dev.conllu'), 'utf8');
  return [
    { name: 'Lisia (AGDT)', sentences: sentenceTexts(agdt, ['tlg0540.']) },
    { name: 'Platone, Eutifrone (AGDT)', sentences: sentenceTexts(agdt, ['tlg0059.']) },
    { name: 'UD Perseus dev', sentences: sentenceTexts(dev, []) },
  ];
}

function main(): void {
  const missingAt = process.argv.indexOf('--missing');
  const listed = missingAt > 0 ? Number(process.argv[missingAt + 1] ?? 40) : 40;
  const analyzer = createGreekAnalyzer();
  const missing = new Map<string, number>();
  let allWords = 0;
  let allItalian = 0;
  for (const source of sources()) {
    let words = 0;
    let italian = 0;
    let english = 0;
    for (const sentence of source.sentences) {
      for (const token of analyzer.analyzeText(sentence)) {
        if (token.kind !== 'word') continue;
        words++;
        const { significato, meaningLanguage } = token.card;
        if (significato !== SIGNIFICATO_MANCANTE && meaningLanguage !== 'en') italian++;
        else {
          if (meaningLanguage === 'en') english++;
          missing.set(token.lemma, (missing.get(token.lemma) ?? 0) + 1);
        }
      }
    }
    allWords += words;
    allItalian += italian;
    const share = (n: number) => `${((n / Math.max(words, 1)) * 100).toFixed(1)} %`;
    process.stdout.write(`${source.name}: ${words} parole, con significato italiano ${share(italian)}, solo inglese ${share(english)}, nessuno ${share(words - italian - english)}\n`);
  }
  process.stdout.write(`totale: ${allWords} parole, con significato italiano ${((allItalian / Math.max(allWords, 1)) * 100).toFixed(1)} % (obiettivo 95 %)\n`);
  const top = [...missing].sort((a, b) => b[1] - a[1]).slice(0, listed);
  process.stdout.write(`lemmi più frequenti senza significato italiano:\n${top.map(([l, n]) => `${l}\t${n}`).join('\n')}\n`);
}

main();
