/**
 * A premise check of UD PROIEL's classifiers by context on the gold tags (decisions 122, 130), in seconds where
 * greek-proiel-cv.ts first trains a model per fold: UD PROIEL dev's sentences in the same folds, the classifiers learnt
 * on each fold's training side (its PROIEL sentences alone: the others are not learnt from) and scored on the held-out
 * side with the gold tags as their input; a lemma without a classifier is written by its most frequent part of
 * speech. Prints per fold the errors on the lemmas below, and by lemma; a feature is measured by a run before and
 * after it.
 *   node --import tsx packages/analyzer/scripts/eval/greek-proiel-gold-context.ts [--folds 5]
 */
import { loadGreekLexicon } from '../../src/greek/lexicon/index';
import { contextFeatures, learnContextClassifiers, predictContext, trainingWords } from '../../src/greek/tagger/context-pos';
import { greekFold, greekTrainingFiles } from '../../src/greek/ud/treebanks';
import { readGreekTrainingSentences, type GreekTrainingSentence } from '../../src/greek/ud/training';

const LEMMAS: ReadonlySet<string> = new Set(['ὁ', 'καί', 'ὡς', 'αὐτός', 'οὗτος', 'πᾶς', 'ἄλλος']);
const i = process.argv.indexOf('--folds');
const folds = i >= 0 ? Number(process.argv[i + 1]) : 5;

const lexicon = loadGreekLexicon();
const file = greekTrainingFiles().find((f) => f.convention === 'proiel');
if (!file) throw new Error('no UD PROIEL dev file');
const own = readGreekTrainingSentences(file.path, file.convention, lexicon);

/** The errors on LEMMAS of the classifiers learnt on `train`, scored on `test`, by lemma. */
function errors(train: readonly GreekTrainingSentence[], test: readonly GreekTrainingSentence[]): Map<string, number> {
  const classifiers = learnContextClassifiers(train, ['proiel']);
  const counts = new Map<string, Map<string, number>>();
  for (const s of train) {
    s.lemmas.forEach((l, k) => {
      let m = counts.get(l);
      if (!m) counts.set(l, (m = new Map()));
      m.set(s.goldUpos[k]!, (m.get(s.goldUpos[k]!) ?? 0) + 1);
    });
  }
  const majority = (l: string) => [...(counts.get(l) ?? [])].sort((a, b) => b[1] - a[1])[0]?.[0];
  const out = new Map<string, number>();
  for (const s of test) {
    const words = trainingWords(s);
    words.forEach((w, k) => {
      if (!LEMMAS.has(w.lemma) || s.goldUpos[k] === 'PUNCT') return;
      const c = classifiers.get(`proiel\t${w.lemma}`);
      const upos = c && c.classes.includes(w.upos) ? predictContext(c, contextFeatures(words, k, 'proiel')) : majority(w.lemma);
      if (upos !== s.goldUpos[k]) out.set(w.lemma, (out.get(w.lemma) ?? 0) + 1);
    });
  }
  return out;
}

const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
let total = 0;
for (let fold = 0; fold < folds; fold++) {
  const train = own.filter((_, n) => greekFold(n, folds) !== fold);
  const test = own.filter((_, n) => greekFold(n, folds) === fold);
  const m = errors(train, test);
  total += sum(m);
  console.log(`fold ${fold + 1}: ${sum(m)} (${[...m].map(([l, n]) => `${l} ${n}`).join(', ')})`);
}
console.log(`all: ${total}`);
