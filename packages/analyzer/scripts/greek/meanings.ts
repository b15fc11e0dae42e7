/**
 * The meanings part of the Greek build (`scripts/build-greek.ts`): writes `.data/greek/grc-meanings.tsv`,
 * one row per lemma: `lemma<TAB>meaning<TAB>senses<TAB>source<TAB>LSJ id`. Sources, first found wins:
 *   versio    Versio's own glossary: data/glosses-grc-it.tsv, then every data/greek-glossary/*.tsv (by name);
 *   glaux, lsj, wordnet   the machine-joined Italian (GLAUx noun senses, LSJ short definitions through
 *             WordNet, Greek–Italian WordNet);
 *   lsj-en    the English LSJ short definition, for lemmas that have no Italian (the card says "(inglese)").
 * The LSJ entry id (for the link to the dictionary) is written for every lemma that has one.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { resolveGreekMeaningsPath } from '../../src/greek/lexicon/paths';
import { parseCaseGlosses, parseGlossFile, parseLsjDat, pickItalianSense, readItalianCandidates } from '../../src/greek/meanings-sources';

/** Versio's glossary files, in precedence order: the first file, then the parts of data/greek-glossary/. */
export function glossaryFiles(dataDir: string): string[] {
  const parts = join(dataDir, 'greek-glossary');
  const extra = existsSync(parts) ? readdirSync(parts).filter((f) => f.endsWith('.tsv')).sort().map((f) => join(parts, f)) : [];
  return [join(dataDir, 'glosses-grc-it.tsv'), ...extra];
}

export const GLOSSARY_DIR = resolve(import.meta.dirname, '../../data');

interface Row {
  meaning: string;
  senses: string;
  source: string;
}

/** The longest English definition a card shows: LSJ's first senses, up to a clause boundary. */
function shortEnglish(definition: string): string {
  const first = definition.split(/;/)[0]!.trim().replace(/[\s:,.]+$/u, '');
  return first.length <= 80 ? first : `${first.slice(0, 77).replace(/[\s,]+\S*$/, '')}…`;
}

export function writeGreekMeanings(sources: string, lemmaIndex: ReadonlyMap<string, number>, lemmaCount: ReadonlyMap<string, number>, dir: string, listMissing: boolean): void {
  const meanings = new Map<string, Row>();
  const add = (lemma: string, senses: string[], source: string) => {
    const clean = senses.map((s) => s.trim()).filter(Boolean);
    if (clean.length === 0 || meanings.has(lemma)) return;
    meanings.set(lemma, { meaning: clean[0]!, senses: [...new Set(clean)].slice(0, 4).join(', '), source });
  };
  const glossTexts = glossaryFiles(GLOSSARY_DIR).map((path) => readFileSync(path, 'utf8'));
  for (const text of glossTexts) {
    for (const [lemma, senses] of parseGlossFile(text)) {
      add(lemma, senses, 'versio');
      // Lexica disagree on the iota subscript of some verbs (σῴζω / σώζω, θνῄσκω / θνήσκω).
      const plain = lemma.normalize('NFD').replace(/\u0345/g, '').normalize('NFC');
      if (plain !== lemma) add(plain, senses, 'versio');
    }
  }
  const senseRows = readFileSync(join(sources, 'glaux/glaux_senses_it.tsv'), 'utf8').split('\n').slice(1);
  // For names the WordNet senses give a class ("Φίλιππος" → "re"): names take only an Italian name.
  const isName = (lemma: string) => /^\p{Lu}/u.test(lemma);
  for (const [lemma, senses] of pickItalianSense(senseRows)) if (!isName(lemma)) add(lemma, senses, 'glaux');
  for (const line of readFileSync(join(sources, 'lsj-shortdefs/lsj_shortdefs_it_candidates.tsv'), 'utf8').split('\n').slice(1)) {
    const [lemma = '', , , candidates = ''] = line.split('\t');
    if (candidates && !isName(lemma)) add(lemma.normalize('NFC'), readItalianCandidates(candidates), 'lsj');
  }
  for (const line of readFileSync(join(sources, 'wordnet-italian/grc_it_via_wordnet.tsv'), 'utf8').split('\n').slice(1)) {
    const [lemma = '', , italian = ''] = line.split('\t');
    if (italian) add(lemma.normalize('NFC'), italian.split(','), 'wordnet');
  }
  const italian = new Set(meanings.keys());
  const english = parseLsjDat(readFileSync(join(sources, 'lsj-shortdefs/grc-lsj-defs.dat'), 'utf8'));
  const ids = parseLsjDat(readFileSync(join(sources, 'lsj-shortdefs/grc-lsj-ids.dat'), 'utf8'));
  for (const lemma of lemmaIndex.keys()) {
    const definition = english.get(lemma);
    if (definition) add(lemma, [shortEnglish(definition)], 'lsj-en');
  }
  const rows = [...meanings].filter(([lemma, m]) => lemmaIndex.has(lemma) || m.source === 'versio').sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const lines = rows.map(([lemma, m]) => `${lemma}\t${m.meaning}\t${m.senses}\t${m.source}\t${ids.get(lemma) ?? ''}`);
  // A preposition's Italian by case (`ἐν:Dat`): the analyzer also reads from them which cases it governs.
  for (const text of glossTexts) for (const [key, meaning] of parseCaseGlosses(text)) lines.push(`${key}\t${meaning}\t${meaning}\tversio\t`);
  writeFileSync(resolveGreekMeaningsPath(dir), `${lines.join('\n')}\n`);
  let total = 0;
  let covered = 0;
  let withEnglish = 0;
  const missing: [string, number][] = [];
  for (const [lemma, count] of lemmaCount) {
    total += count;
    if (italian.has(lemma)) covered += count;
    else if (meanings.has(lemma)) withEnglish += count;
    else missing.push([lemma, count]);
  }
  const share = (n: number) => `${((n / total) * 100).toFixed(1)} %`;
  process.stdout.write(`significati: ${rows.length} lemmi; parole del corpus GLAUx con un significato italiano: ${share(covered)}, solo inglese (LSJ): ${share(withEnglish)}\n`);
  if (listMissing) {
    missing.sort((a, b) => b[1] - a[1]);
    process.stdout.write(`${missing.slice(0, 400).map(([l, c]) => `${l}\t${c}`).join('\n')}\n`);
  }
}
