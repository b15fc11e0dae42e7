/**
 * Computes the genders of adjectives and determiners standing for a noun (rule 45, decision 081) from the training
 * files, by the rule of src/latin/ud/substantive-genders.ts, and writes
 * packages/analyzer/data/latin/substantive-genders.tsv (then run `npm run pack:word-lists`). Usage:
 * `node --import tsx packages/analyzer/scripts/learn-substantive-genders.ts [--check]`; `--check` only compares
 * and fails when the file differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { learnSubstantiveGenders } from '../src/latin/ud/substantive-genders';
import { latinTreebankFiles, treebankFileLabel } from '../src/latin/ud/treebanks';
import { readTrainingSentences } from '../src/latin/ud/training';

const files = latinTreebankFiles({ commercial: false, proielExport: false });
if (files.length === 0) {
  console.error('no UD Latin treebank found: run npm run setup');
  process.exit(1);
}
const sentences = files.flatMap((f) => readTrainingSentences(f, f.treebank));
const { chosen, counts } = learnSubstantiveGenders(sentences);
console.log(`files: ${files.map(treebankFileLabel).join(', ')}`);
for (const [key, c] of [...counts].sort()) console.log(`${key}: ${[...c].sort((a, b) => b[1] - a[1]).map(([g, n]) => `${g} ${n}`).join(', ')}`);
const path = fileURLToPath(new URL('../data/latin/substantive-genders.tsv', import.meta.url));
const text = readFileSync(path, 'utf8');
const header = text.split('\n').filter((l) => l.startsWith('#')).join('\n');
const wanted = `${header}\n${chosen.map(([key, gender]) => `${key}\t${gender}`).join('\n')}\n`;
if (process.argv.includes('--check')) {
  if (wanted !== text) {
    console.error(`substantive-genders.tsv differs: the training files give ${chosen.map((c) => c.join(' ')).join(', ')}`);
    process.exit(1);
  }
} else if (wanted !== text) writeFileSync(path, wanted);
console.log(`substantive genders: ${chosen.map((c) => c.join(' ')).join(', ')}`);
