/**
 * Accuracy of the Latin analyzer on every UD Latin dev file and on Perseus train, always with a model that
 * never saw the evaluated sentences: a file that is part of the training data is scored by k-fold cross-
 * validation (train on every other file + the other folds). Both ways: all treebanks, and only the
 * commercially usable ones (LLCT, CIRCSE).
 *   npm run evaluate -- [--only full|commercial] [--treebank proiel] [--folds 5] [--perseus-folds 10] [--epochs 5]
 * UPOS* maps PART→ADV, DET→PRON, AUX→VERB (treebank conventions differ there); "guessed" is the share of
 * tokens whose analysis comes from an ending guess.
 */
import { trainTagger, type TrainingSentence } from '../src/core/tagger/train';
import { loadLatinLexicon } from '../src/latin/lexicon/index';
import { createLatinAnalyzer } from '../src/latin/pipeline';
import { createLatinCandidates } from '../src/latin/pipeline-candidates';
import { latinTreebankFiles, type TreebankFile } from '../src/latin/ud/treebanks';
import { readTrainingSentences } from '../src/latin/ud/training';
import { readFileSync } from 'node:fs';
import { parseConllu, wordRows } from '../src/core/conllu';
import { SCORE_HEADER, Score } from './eval/score';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const only = arg('--only');
const onlyTreebank = arg('--treebank');
const devFolds = Number(arg('--folds') ?? 5);
const perseusFolds = Number(arg('--perseus-folds') ?? 10);
const epochs = Number(arg('--epochs') ?? 6);
const started = Date.now();

const lexicon = loadLatinLexicon();
const candidates = createLatinCandidates(lexicon);
const files = latinTreebankFiles();
const sentencesOf = new Map<TreebankFile, TrainingSentence[]>();
const goldOf = new Map<TreebankFile, { upos: string; lemma: string; feats: string }[][]>();
for (const f of files) {
  sentencesOf.set(f, readTrainingSentences(f.path, f.treebank, candidates.tags));
  goldOf.set(f, parseConllu(readFileSync(f.path, 'utf8')).map(wordRows).filter((r) => r.length > 0)
    .map((rows) => rows.map((c) => ({ lemma: c[2]!, upos: c[3]!, feats: c[5]! }))));
}

function scoreOn(f: TreebankFile, train: TrainingSentence[], indexes: number[]): Score {
  const model = trainTagger(train, { epochs });
  const analyzer = createLatinAnalyzer({ lexicon, model });
  const score = new Score();
  const sentences = sentencesOf.get(f)!;
  const gold = goldOf.get(f)!;
  for (const i of indexes) {
    const predicted = analyzer.tagForms(sentences[i]!.forms);
    predicted.forEach((p, k) => score.add(f.treebank, gold[i]![k]!, p));
  }
  return score;
}

function evaluateFile(f: TreebankFile, pool: TreebankFile[]): Score {
  const own = sentencesOf.get(f)!;
  const others = pool.filter((g) => g !== f).flatMap((g) => sentencesOf.get(g)!);
  if (!pool.includes(f)) return scoreOn(f, others, own.map((_, i) => i));
  const k = f.treebank === 'perseus' ? perseusFolds : devFolds;
  const total = new Score();
  for (let fold = 0; fold < k; fold++) {
    const test: number[] = [];
    const train = [...others];
    own.forEach((s, i) => (i % k === fold ? test.push(i) : train.push(s)));
    total.merge(scoreOn(f, train, test));
  }
  return total;
}

const evaluated = files.filter((f) => (f.split === 'dev' || f.treebank === 'perseus') && (!onlyTreebank || f.treebank === onlyTreebank));
const rows: string[][] = [];
for (const mode of ['full', 'commercial'] as const) {
  if (only && only !== mode) continue;
  const pool = mode === 'full' ? files : files.filter((f) => f.commercial);
  for (const f of evaluated) {
    const t0 = Date.now();
    const inPool = pool.includes(f);
    const how = inPool ? `${f.treebank === 'perseus' ? perseusFolds : devFolds}-fold CV` : 'held out';
    const score = evaluateFile(f, pool);
    rows.push([mode, `${f.treebank}-${f.split}`, how, ...score.row(), `${((Date.now() - t0) / 1000).toFixed(0)} s`]);
    process.stderr.write(`${rows[rows.length - 1]!.join('  ')}\n`);
  }
}
const header = ['model', 'file', 'method', ...SCORE_HEADER, 'time'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ');
console.log(line(header));
for (const r of rows) console.log(line(r));
console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s, ${epochs} epochs`);
