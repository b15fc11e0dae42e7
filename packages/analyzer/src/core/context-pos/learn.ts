/**
 * The part of speech a treebank gives a word by its context where the lemma alone does not tell it (Greek καί ADV or
 * CCONJ, Latin cum ADP or SCONJ): the engine both languages share. A language gives its annotated sentences and the
 * features of a word in its sentence (its neighbours, its clause…); training learns, per (annotation, lemma) where
 * the treebank is split (`splitClasses`: its most frequent part of speech below SPLIT_SHARE of at least
 * MIN_OCCURRENCES, or a rule of the language's), an averaged perceptron (perceptron.ts) over its classes, kept only where,
 * in FOLDS-fold cross-validation on the sentences, it makes at most KEEP_ERRORS of the errors the lemma's most
 * frequent part of speech makes.
 * Example: `learnContextClassifiers(sentences, viewOf, features)` → `agdt\tκαί` → { classes: ['CCONJ', 'ADV'], … }.
 */
import { CONTEXT_EPOCHS, predictContext, trainPerceptron, type ContextClassifier, type ContextExample } from './perceptron';

export const MIN_OCCURRENCES = 40;
export const SPLIT_SHARE = 0.9;
/** A part of speech below this share of a lemma's occurrences (and below the minority a language asks for) is not learnt. */
const CLASS_SHARE = 0.05;
const FOLDS = 5;
const KEEP_ERRORS = 0.9;

/** A word as a language's features read it: its part of speech, lemma and features. */
export interface ContextWord {
  upos: string;
  lemma: string;
  feats: string;
}

/** A sentence of an annotation, its words and the part of speech the annotation gives each (`PUNCT` not learnt). */
export interface ContextSentence<W extends ContextWord> {
  annotation: string;
  words: readonly W[];
  gold: readonly string[];
}

/** The features of word k of a sentence written in an annotation (a language may read some for one annotation alone). */
export type ContextFeatures<W extends ContextWord> = (words: readonly W[], k: number, annotation: string) => string[];

/** The key of an annotation's lemma among the classifiers. */
export function contextKey(annotation: string, lemma: string): string {
  return `${annotation}\t${lemma}`;
}

type Numbered = ContextExample & { sentence: number };

/**
 * The classes of a split lemma given its parts of speech's counts, the most frequent first (ties by name), or undefined
 * where it is not split: at least MIN_OCCURRENCES, and its most frequent part of speech below SPLIT_SHARE of them or
 * the others together at least `minority` (a language may ask for it where a treebank's frequent minority pays: Greek
 * UD PROIEL's ὁ, a pronoun 97 times of 1,949). A class needs CLASS_SHARE of the occurrences or `minority` of its own.
 * Example: `splitClasses(new Map([['DET', 1852], ['PRON', 97]]), 15)` → ['DET', 'PRON'].
 */
export function splitClasses(counts: ReadonlyMap<string, number>, minority = Infinity): string[] | undefined {
  let total = 0;
  for (const n of counts.values()) total += n;
  if (total < MIN_OCCURRENCES) return undefined;
  const classes = [...counts].filter(([, n]) => n >= CLASS_SHARE * total || n >= minority).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([c]) => c);
  if (classes.length < 2) return undefined;
  const top = counts.get(classes[0]!)!;
  return top < SPLIT_SHARE * total || total - top >= minority ? classes : undefined;
}

/** Which classes an annotation's lemma is split into, given its counts (default: `splitClasses` by share alone). */
export type SplitRule = (counts: ReadonlyMap<string, number>, annotation: string) => string[] | undefined;

/** Whether a classifier trained without each fold makes clearly fewer errors on it than the most frequent class. */
function beatsMajority(classes: string[], examples: readonly Numbered[], epochs: number): boolean {
  let errors = 0;
  let majorityErrors = 0;
  for (let fold = 0; fold < FOLDS; fold++) {
    const c = trainPerceptron(classes, examples.filter((e) => e.sentence % FOLDS !== fold), epochs);
    for (const e of examples) {
      if (e.sentence % FOLDS !== fold) continue;
      if (classes.indexOf(predictContext(c, e.features)) !== e.gold) errors++;
      if (e.gold !== 0) majorityErrors++;
    }
  }
  return errors <= KEEP_ERRORS * majorityErrors;
}

/**
 * The classifiers of the split lemmas, kept where they beat the lemma's most frequent part of speech. `viewOf` gives
 * a sentence's annotated words, or undefined for a sentence not learnt from; folds go by the sentence's place in
 * `sentences`.
 */
export function learnContextClassifiers<S, W extends ContextWord>(
  sentences: readonly S[],
  viewOf: (s: S) => ContextSentence<W> | undefined,
  features: ContextFeatures<W>,
  epochs = CONTEXT_EPOCHS,
  split: SplitRule = (counts) => splitClasses(counts),
): Map<string, ContextClassifier> {
  const byKey = new Map<string, { gold: string; features: string[]; sentence: number }[]>();
  sentences.forEach((s, n) => {
    const view = viewOf(s);
    if (!view) return;
    view.words.forEach((w, k) => {
      const gold = view.gold[k]!;
      if (gold === 'PUNCT') return;
      const key = contextKey(view.annotation, w.lemma);
      let list = byKey.get(key);
      if (!list) byKey.set(key, (list = []));
      list.push({ gold, features: features(view.words, k, view.annotation), sentence: n });
    });
  });
  const out = new Map<string, ContextClassifier>();
  for (const [key, list] of [...byKey].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const counts = new Map<string, number>();
    for (const e of list) counts.set(e.gold, (counts.get(e.gold) ?? 0) + 1);
    const classes = split(counts, key.slice(0, key.indexOf('\t')));
    if (!classes) continue;
    const examples = list.filter((e) => classes.includes(e.gold)).map((e) => ({ features: e.features, gold: classes.indexOf(e.gold), sentence: e.sentence }));
    if (beatsMajority(classes, examples, epochs)) out.set(key, trainPerceptron(classes, examples, epochs));
  }
  return out;
}

/**
 * The part of speech the classifiers give word k of a sentence written in an annotation: where one was kept for its
 * lemma and its written part of speech is one of its classes, the classifier's; otherwise undefined.
 */
export function contextPartOf<W extends ContextWord>(classifiers: ReadonlyMap<string, ContextClassifier>, annotation: string, words: readonly W[], k: number, features: ContextFeatures<W>): string | undefined {
  const w = words[k]!;
  const c = classifiers.get(contextKey(annotation, w.lemma));
  if (!c || !c.classes.includes(w.upos)) return undefined;
  return predictContext(c, features(words, k, annotation));
}
