/**
 * Trains the Latin sentence model (decision 044) on the UD Latin train and dev files (with `--commercial` only
 * the commercially usable ones) and writes `<data>/models/lat-sentence[-commercial].json`.
 *   node --import tsx packages/analyzer/scripts/train-sentence-model.ts [--commercial] [--epochs N]
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { loadLatinLexicon } from '../src/latin/lexicon/index';
import { createLatinCandidates } from '../src/latin/pipeline-candidates';
import { trainSentenceModel } from '../src/latin/sentence/model';
import { sentenceModelPath } from '../src/latin/sentence/paths';
import { latinTreebankFiles } from '../src/latin/ud/treebanks';
import { readTrainingSentences } from '../src/latin/ud/training';

const commercial = process.argv.includes('--commercial');
const epochsAt = process.argv.indexOf('--epochs');
const epochs = epochsAt > 0 ? Number(process.argv[epochsAt + 1]) : 4;
const candidates = createLatinCandidates(loadLatinLexicon());
const files = latinTreebankFiles({ commercial });
const sentences = files.flatMap((f) => readTrainingSentences(f.path, f.treebank, candidates.tags));
console.log(`sentence model on ${files.map((f) => `${f.treebank}-${f.split}`).join(', ')}: ${sentences.length} sentences`);
const model = trainSentenceModel(sentences, { epochs, log: (l) => console.log(l) });
const path = sentenceModelPath(commercial);
mkdirSync(dirname(path), { recursive: true });
model.save(path, { commercial, epochs, sources: files.map((f) => `${f.treebank}-${f.split}`) });
console.log(`${model.weights.size} weights → ${path}`);
