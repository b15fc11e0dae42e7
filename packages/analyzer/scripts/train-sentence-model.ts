/**
 * Trains the Latin sentence model (decision 044) on the UD Latin train and dev files (with `--commercial` only
 * the commercially usable ones) and writes `<data>/models/lat-sentence[-commercial].json`. With `--arcs` it
 * learns the arc features of the dependency parser's tree too (decision 068): `gold` the treebanks' trees,
 * `parsed` the built parser's trees of the gold tags, `jackknife` those of parsers trained on the other two thirds (4 epochs).
 *   node --import tsx packages/analyzer/scripts/train-sentence-model.ts [--commercial] [--epochs N] [--arcs gold|parsed|jackknife]
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { wordRows } from '../src/core/conllu';
import { DependencyParser, trainParser } from '../src/core/parser/model';
import { loadLatinLexicon } from '../src/latin/lexicon/index';
import { baseRelation, parserExampleOf } from '../src/latin/parser/examples';
import { parseLatinSentence } from '../src/latin/parser/parse';
import { parserModelBase } from '../src/latin/parser/paths';
import { createLatinCandidates } from '../src/latin/pipeline-candidates';
import { arcsOf } from '../src/latin/sentence/arc-features';
import { trainSentenceModel, type SentenceExample } from '../src/latin/sentence/model';
import { sentenceModelPath } from '../src/latin/sentence/paths';
import { latinTreebankFiles, readTreebank } from '../src/latin/ud/treebanks';
import { trainingSentenceOf } from '../src/latin/ud/training';

const commercial = process.argv.includes('--commercial');
const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const epochs = Number(arg('--epochs') ?? 4);
const arcs = arg('--arcs') as 'gold' | 'parsed' | 'jackknife' | undefined;
const candidates = createLatinCandidates(loadLatinLexicon());
const files = latinTreebankFiles({ commercial });
const sentences: SentenceExample[] = [];
const trees: ReturnType<typeof parserExampleOf>[] = [];
for (const f of files) {
  for (const conllu of readTreebank(f)) {
    const s = trainingSentenceOf(conllu, f.treebank, candidates.tags);
    if (!s) continue;
    const rows = wordRows(conllu);
    const heads = Int32Array.from(rows, (c) => Number(c[6]) - 1);
    sentences.push(arcs === 'gold' ? { ...s, arcs: arcsOf(heads, rows.map((c) => baseRelation(c[7]!))) } : s);
    if (arcs === 'jackknife') trees.push(parserExampleOf(conllu, f.treebank));
  }
}
if (arcs === 'parsed' || arcs === 'jackknife') {
  const FOLDS = 3;
  const parsers = arcs === 'parsed'
    ? [DependencyParser.load(parserModelBase(commercial))]
    : Array.from({ length: FOLDS }, (_, k) => trainParser(trees.filter((t, j): t is NonNullable<typeof t> => t !== null && j % FOLDS !== k), { epochs: 4, log: (l) => console.log(`fold ${k} ${l}`) }));
  sentences.forEach((s, j) => {
    const parser = parsers[arcs === 'parsed' ? 0 : j % FOLDS]!;
    s.arcs = parseLatinSentence(parser, s.keys, s.tags);
  });
}
console.log(`sentence model on ${files.map((f) => `${f.treebank}-${f.split}`).join(', ')}: ${sentences.length} sentences${arcs ? `, ${arcs} trees` : ''}`);
const model = trainSentenceModel(sentences, { epochs, log: (l) => console.log(l) });
const path = sentenceModelPath(commercial);
mkdirSync(dirname(path), { recursive: true });
model.save(path, { commercial, epochs, sources: files.map((f) => `${f.treebank}-${f.split}`), ...(arcs ? { arcs: arcs === 'gold' ? 'gold' : 'parsed' } : {}) });
console.log(`${model.weights.size} weights → ${path}`);
