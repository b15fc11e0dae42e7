/**
 * Computes the conventions read with medieval respellings (decision 078) from the training files, by the rule of
 * src/latin/ud/respellings.ts, and writes packages/analyzer/data/latin/respelling-conventions.txt (then run
 * `npm run pack:word-lists`). Usage: `node --import tsx packages/analyzer/scripts/learn-respellings.ts [--check]`;
 * `--check` only compares and fails when the file differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadLatinLexicon } from '../src/latin/lexicon/index';
import { createLatinCandidates } from '../src/latin/pipeline-candidates';
import { learnRespellings } from '../src/latin/ud/respellings';
import { latinTreebankFiles, treebankFileLabel } from '../src/latin/ud/treebanks';
import { readTrainingSentences } from '../src/latin/ud/training';

const lexicon = loadLatinLexicon();
const candidates = createLatinCandidates(lexicon);
const files = latinTreebankFiles({ commercial: false, proielExport: false });
if (files.length === 0) {
  console.error('no UD Latin treebank found: run npm run setup');
  process.exit(1);
}
const sentences = files.flatMap((f) => readTrainingSentences(f, f.treebank, candidates.tags, candidates.priors, candidates.lemmaKeyFor, candidates.lemmaClass));
const { chosen, counts } = learnRespellings(sentences, createLatinCandidates(lexicon, { respell: true }));
console.log(`files: ${files.map(treebankFileLabel).join(', ')}`);
for (const [convention, c] of [...counts].sort()) console.log(`${convention}: ${c.respelt} of ${c.tokens} tokens need a respelling`);
const path = fileURLToPath(new URL('../data/latin/respelling-conventions.txt', import.meta.url));
const text = readFileSync(path, 'utf8');
const header = text.split('\n').filter((l) => l.startsWith('#')).join('\n');
const wanted = `${header}\n${chosen.join('\n')}\n`;
if (process.argv.includes('--check')) {
  if (wanted !== text) {
    console.error(`respelling-conventions.txt differs: the training files give ${chosen.join(', ')}`);
    process.exit(1);
  }
} else if (wanted !== text) writeFileSync(path, wanted);
console.log(`respelling conventions: ${chosen.join(', ') || 'none'}`);
