/**
 * Accuracy of the Latin analyzer on every UD Latin dev file and on Perseus train, always with a model that
 * never saw the evaluated sentences: a file that is part of the training data is scored by k-fold cross-
 * validation (train on every other file + the other folds). Both ways: all treebanks, and only the
 * commercially usable ones (LLCT, CIRCSE).
 *   npm run evaluate -- [--only full|commercial] [--school-only] [--school-folds 0,1] [--treebank proiel] [--folds 3] [--perseus-folds 10] [--epochs 4]
 *     [--with-proiel-export]   the full model also trained on PROIEL's classical texts (treebanks.ts, decision 040)
 * UPOS* maps PART→ADV, DET→PRON, AUX→VERB (treebank conventions differ there); "guessed" is the share of
 * tokens whose analysis comes from an ending guess. The headline columns are the default run (Versio's own
 * convention); "conv UPOS/lemma/core" score the same model told the file's convention (CLI --convention),
 * which only helps for treebanks that were in the training data; "auto" scores the convention the document
 * classifier (trained on the same training data) detects for the scored sentences, as the CoNLL-U CLI does by
 * default, and "detected" names it. CV uses 4 epochs (the shipped model 6) and 3 folds on dev files, 10 on
 * Perseus, to keep the whole run within about half an hour on one core.
 * First of all it scores the shipped models on the school-canon development set (decision 039: sentences no
 * model trained on), with the card measure, per author and by kind of error; `--school-folds` scores only those
 * folds of it (of 5), `--school-only` stops there.
 * Greek (eval/greek.ts) is reported first: the shipped model on the UD Ancient Greek dev files, and with
 * --greek-folds N, N-fold cross-validation on AGDT, with --greek-proiel-folds N, N-fold cross-validation on UD
 * PROIEL dev (part of the Greek training data). `--lang grc` or `--lang lat` runs one language only.
 */
import { ConventionClassifier } from '../src/core/convention-classifier';
import { trainTagger, type TrainingSentence } from '../src/core/tagger/train';
import type { LatinTreebank } from '../src/latin/ud/normalize';
import { loadLaslaPrior } from '../src/latin/lasla-prior';
import { loadLatinLexicon } from '../src/latin/lexicon/index';
import { createLatinAnalyzer } from '../src/latin/pipeline';
import { createLatinCandidates } from '../src/latin/pipeline-candidates';
import { latinTreebankFiles, readTreebank, type TreebankFile } from '../src/latin/ud/treebanks';
import { LATIN_BALANCE_TOKENS, LATIN_ENSEMBLE, readTrainingSentences } from '../src/latin/ud/training';
import { wordRows } from '../src/core/conllu';
import { evaluateGreek } from './eval/greek';
import { SCORE_HEADER, Score } from './eval/score';
import { evaluateSchoolCanon } from './eval/school-canon-report';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const only = arg('--only');
const onlyTreebank = arg('--treebank');
const devFolds = Number(arg('--folds') ?? 3);
const perseusFolds = Number(arg('--perseus-folds') ?? 10);
const epochs = Number(arg('--epochs') ?? 4);
const started = Date.now();
const language = arg('--lang');

if (language !== 'lat') {
  for (const line of evaluateGreek({ folds: Number(arg('--greek-folds') ?? 0), devFolds: Number(arg('--greek-proiel-folds') ?? 0), epochs })) console.log(line);
  if (language === 'grc') process.exit(0);
}

const lexicon = loadLatinLexicon();
const schoolFolds = arg('--school-folds')?.split(',').map(Number);
for (const mode of ['full', 'commercial'] as const) {
  if (only && only !== mode) continue;
  const shipped = createLatinAnalyzer({ lexicon, commercial: mode === 'commercial' });
  for (const line of evaluateSchoolCanon(shipped, lexicon, mode, schoolFolds)) console.log(line);
  console.log('');
}
if (process.argv.includes('--school-only')) process.exit(0);
const candidates = createLatinCandidates(lexicon);
const files = latinTreebankFiles({ proielExport: process.argv.includes('--with-proiel-export') });
const sentencesOf = new Map<TreebankFile, TrainingSentence[]>();
const goldOf = new Map<TreebankFile, { upos: string; lemma: string; feats: string }[][]>();
for (const f of files) {
  sentencesOf.set(f, readTrainingSentences(f, f.treebank, candidates.tags, candidates.priors, candidates.lemmaKeyFor, candidates.lemmaClass));
  goldOf.set(f, readTreebank(f).map(wordRows).filter((r) => r.length > 0)
    .map((rows) => rows.map((c) => ({ lemma: c[2]!, upos: c[3]!, feats: c[5]! }))));
}

/** Scores of the default run, with the file's own convention, and with the convention the classifier detects. */
type Scores = [Score, Score, Score];

function mergeScores(a: Scores, b: Scores): void {
  a.forEach((score, i) => score.merge(b[i]!));
}

/** Conventions the classifier detected for the scored folds (a file's folds may disagree). */
const detected = new Map<TreebankFile, string[]>();

/** Scores of a model on some sentences of a file: default run, the file's convention, the detected one. */
function scoreWith(model: ReturnType<typeof trainTagger>, training: TrainingSentence[], f: TreebankFile, indexes: number[], mode: string): Scores {
  const scores: Scores = [new Score(), new Score(), new Score()];
  const sentences = sentencesOf.get(f)!;
  const gold = goldOf.get(f)!;
  // The scored sentences are one document for the classifier, trained on the model's own training data and
  // calibrated as train-tagger.ts calibrates the shipped one (decision 084).
  const guess = ConventionClassifier.train(training, { calibrate: true, contiguous: mode === 'full' }).classify(indexes.map((i) => sentences[i]!.keys));
  const auto = guess.convention as LatinTreebank | undefined;
  detected.set(f, [...(detected.get(f) ?? []), auto ?? 'versio']);
  const analyzers = [
    createLatinAnalyzer({ lexicon, model }),
    createLatinAnalyzer({ lexicon, model, convention: f.treebank }),
    createLatinAnalyzer({ lexicon, model, convention: auto }),
  ];
  analyzers.forEach((analyzer, a) => {
    for (const i of indexes) {
      const predicted = analyzer.tagForms(sentences[i]!.forms);
      predicted.forEach((p, k) => scores[a]!.add(f.treebank, gold[i]![k]!, p));
    }
  });
  return scores;
}

// As train-tagger.ts: the commercial model also learns with the LASLA tag-sequence prior.
const laslaPrior = loadLaslaPrior();
function trainOptions(mode: string) {
  return { epochs, balanceTokens: LATIN_BALANCE_TOKENS, ensemble: LATIN_ENSEMBLE, ...(mode === 'commercial' && laslaPrior ? { historyPrior: laslaPrior } : {}) };
}

// Files held out of a pool are all scored by one model trained on the whole pool.
const pooledModels = new Map<string, ReturnType<typeof trainTagger>>();

function evaluateFile(f: TreebankFile, pool: TreebankFile[], mode: string): Scores {
  const own = sentencesOf.get(f)!;
  const others = pool.filter((g) => g !== f).flatMap((g) => sentencesOf.get(g)!);
  if (!pool.includes(f)) {
    let model = pooledModels.get(mode);
    if (!model) pooledModels.set(mode, (model = trainTagger(others, trainOptions(mode))));
    return scoreWith(model, others, f, own.map((_, i) => i), mode);
  }
  const k = f.treebank === 'perseus' ? perseusFolds : devFolds;
  const total: Scores = [new Score(), new Score(), new Score()];
  for (let fold = 0; fold < k; fold++) {
    const test: number[] = [];
    const train = [...others];
    own.forEach((s, i) => (i % k === fold ? test.push(i) : train.push(s)));
    mergeScores(total, scoreWith(trainTagger(train, trainOptions(mode)), train, f, test, mode));
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
    detected.delete(f);
    const [score, conv, auto] = evaluateFile(f, pool, mode);
    const c = conv.row();
    const a = auto.row();
    const seen = [...new Set(detected.get(f))].join('+');
    rows.push([mode, `${f.treebank}-${f.split}`, how, ...score.row(), c[1]!, c[3]!, c[4]!, a[1]!, a[3]!, a[4]!, seen, `${((Date.now() - t0) / 1000).toFixed(0)} s`]);
    process.stderr.write(`${rows[rows.length - 1]!.join('  ')}\n`);
  }
}
const header = ['model', 'file', 'method', ...SCORE_HEADER, 'conv UPOS', 'conv lemma', 'conv core', 'auto UPOS', 'auto lemma', 'auto core', 'detected', 'time'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ');
console.log(line(header));
for (const r of rows) console.log(line(r));
const cpu = process.cpuUsage();
console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s (${((Date.now() - started) / 60000).toFixed(1)} min; ${((cpu.user + cpu.system) / 60e6).toFixed(1)} min CPU), ${epochs} epochs, ${devFolds}-fold CV on dev files, ${perseusFolds}-fold on Perseus`);
