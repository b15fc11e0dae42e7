/**
 * Computes the genders of adjectives and determiners (rule 45, decision 081) and of participles (rule 80, decision
 * 108) standing for a noun from the training files, by the rule of src/latin/ud/substantive-genders.ts, and writes
 * packages/analyzer/data/latin/substantive-genders.tsv and participle-genders.tsv (then run `npm run pack:word-lists`). Usage:
 * `node --import tsx packages/analyzer/scripts/learn-substantive-genders.ts [--check]`; `--check` only compares
 * and fails when a file differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { learnSubstantiveGenders, MODIFIER_TABLE, PARTICIPLE_TABLE, type SubstantiveTable } from '../src/latin/ud/substantive-genders';
import { latinTreebankFiles, treebankFileLabel } from '../src/latin/ud/treebanks';
import { readTrainingSentences } from '../src/latin/ud/training';

const files = latinTreebankFiles({ commercial: false, proielExport: false });
if (files.length === 0) {
  console.error('no UD Latin treebank found: run npm run setup');
  process.exit(1);
}
const sentences = files.flatMap((f) => readTrainingSentences(f, f.treebank));
console.log(`files: ${files.map(treebankFileLabel).join(', ')}`);
let differs = false;
/** Learns one table and writes it (or, with --check, compares it) to data/latin/NAME. */
function learn(name: string, table: SubstantiveTable): void {
  const { chosen, counts } = learnSubstantiveGenders(sentences, table);
  console.log(name);
  for (const [key, c] of [...counts].sort()) console.log(`${key}: ${[...c].sort((a, b) => b[1] - a[1]).map(([g, n]) => `${g} ${n}`).join(', ')}`);
  const path = fileURLToPath(new URL(`../data/latin/${name}`, import.meta.url));
  const text = readFileSync(path, 'utf8');
  const header = text.split('\n').filter((l) => l.startsWith('#')).join('\n');
  const wanted = `${header}\n${chosen.map(([key, gender]) => `${key}\t${gender}`).join('\n')}\n`;
  if (process.argv.includes('--check')) {
    if (wanted !== text) {
      console.error(`${name} differs: the training files give ${chosen.map((c) => c.join(' ')).join(', ')}`);
      differs = true;
    }
  } else if (wanted !== text) writeFileSync(path, wanted);
  console.log(`${name}: ${chosen.map((c) => c.join(' ')).join(', ')}`);
}
learn('substantive-genders.tsv', MODIFIER_TABLE);
learn('participle-genders.tsv', PARTICIPLE_TABLE);
if (differs) process.exit(1);
