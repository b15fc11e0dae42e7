/**
 * The part of speech a treebank gives a word by its context where the lemma alone does not tell it: AGDT writes καί
 * ADV where it means "also, even" and CCONJ where it joins, δέ and τε CCONJ or ADV by their place in the
 * coordination, σύμμαχος NOUN or ADJ, ὡς ADV or SCONJ. Annotation decided by the syntax, which the tables per lemma
 * (conventions.ts) cannot learn.
 *
 * Training learns, per (annotation, lemma) where the treebank is split (split-lemmas.ts: its most frequent part of
 * speech below 90 % of at least 40 occurrences, or for UD PROIEL a frequent minority), an averaged perceptron over the word's neighbours (their Versio parts
 * of speech, or lemma for the closed classes; punctuation), its place in the clause, the finite verbs before and
 * after it in the clause, the same lemma again in the clause (καί…καί), an agreeing noun or article beside it. It
 * is kept only where, in FOLDS-fold cross-validation on the training sentences, it makes at most KEEP_ERRORS of the
 * errors the lemma's most frequent part of speech makes. The word's own Versio part of speech is not a feature: in
 * training it is the gold role for function words (ud/training.ts), which the tagger does not always find.
 * Example: `learnContextClassifiers(sentences, ['agdt'])` → `agdt\tκαί` → { classes: ['CCONJ', 'ADV'], … }.
 */
import { parseFeats } from '../../core/types';
import type { GreekTrainingSentence } from '../ud/training';
import { agree, besideAgreeingNoun } from './agreement';
import { splitGreekTag } from './form-info';
import { splitClasses } from './split-lemmas';

const FOLDS = 5;
const KEEP_ERRORS = 0.9;
const EPOCHS = 8;

/** A word as the features read it: Versio's part of speech and features, the treebank's lemma. */
export interface ContextWord {
  upos: string;
  lemma: string;
  feats: string;
}

export interface ContextClassifier {
  /** The classes, the most frequent first. */
  classes: string[];
  weights: Map<string, number[]>;
}

const OPEN: ReadonlyMap<string, string> = new Map([['NOUN', 'N'], ['PROPN', 'N'], ['ADJ', 'A'], ['NUM', 'NUM'], ['X', 'X'], ['VERB', 'V'], ['AUX', 'V']]);

function isPunct(w: ContextWord): boolean {
  return w.upos === 'PUNCT';
}

function verbShape(feats: string): string {
  const f = parseFeats(feats);
  return f.VerbForm === 'Part' ? 'Vp' : f.VerbForm === 'Inf' ? 'Vi' : 'Vf';
}

/** A neighbour: open classes by part of speech (verbs by form), closed ones by lemma, punctuation as `,` or `.`. */
function shape(w: ContextWord | undefined, edge: string): string {
  if (!w) return edge;
  if (isPunct(w)) return w.lemma === ',' ? ',' : '.';
  const open = OPEN.get(w.upos);
  return open === 'V' ? verbShape(w.feats) : open ?? w.lemma;
}

function coarse(w: ContextWord | undefined, edge: string): string {
  if (!w) return edge;
  if (isPunct(w)) return 'PUNCT';
  return w.upos === 'PART' ? 'ADV' : w.upos === 'PROPN' ? 'NOUN' : w.upos === 'AUX' ? 'VERB' : w.upos;
}

const NOMINAL = new Set(['NOUN', 'PROPN', 'ADJ', 'PRON', 'DET', 'NUM']);

/**
 * The kind of word Versio read: nominal, verbal or another (καλῶς ADV of καλός against the adjective). Not its part
 * of speech: in training a function word's is the gold role (καί ADV or CCONJ, ὡς ADV or SCONJ).
 */
function family(upos: string): string {
  return NOMINAL.has(upos) ? 'nominal' : OPEN.get(upos) === 'V' ? 'verbal' : 'other';
}

const columns = new WeakMap<readonly ContextWord[], { upos: string[]; feats: string[] }>();

/** A sentence's parts of speech and features as columns (besideAgreeingNoun reads them), made once per sentence. */
function columnsOf(words: readonly ContextWord[]): { upos: string[]; feats: string[] } {
  let c = columns.get(words);
  if (!c) columns.set(words, (c = { upos: words.map((w) => w.upos), feats: words.map((w) => w.feats) }));
  return c;
}

/** The features of word k of a sentence. */
export function contextFeatures(words: readonly ContextWord[], k: number): string[] {
  const at = (j: number) => words[j];
  const p1 = shape(at(k - 1), '^');
  const n1 = shape(at(k + 1), '$');
  const out = ['b', `p1=${p1}`, `n1=${n1}`, `p2=${shape(at(k - 2), '^')}`, `n2=${shape(at(k + 2), '$')}`, `p1n1=${p1}|${n1}`,
    `n1n2=${n1}|${shape(at(k + 2), '$')}`, `p1c=${coarse(at(k - 1), '^')}`, `n1c=${coarse(at(k + 1), '$')}`, `p1cn1c=${coarse(at(k - 1), '^')}|${coarse(at(k + 1), '$')}`];
  let start = k;
  while (start > 0 && !isPunct(words[start - 1]!)) start--;
  let end = k;
  while (end < words.length - 1 && !isPunct(words[end + 1]!)) end++;
  out.push(`place=${Math.min(k - start, 3)}`, `left=${Math.min(end - k, 3)}`, `sentence=${start === 0 ? 'first' : 'inner'}`);
  const lemma = words[k]!.lemma;
  for (let j = start; j <= end; j++) {
    if (j === k) continue;
    const w = words[j]!;
    const side = j < k ? '<' : '>';
    if (w.lemma === lemma) out.push(`same${side}`);
    if (OPEN.get(w.upos) === 'V' && verbShape(w.feats) === 'Vf') out.push(`verb${side}`);
  }
  if (out.includes('verb<') && out.includes('verb>')) out.push('verbs=both');
  // Coordination joins words alike: the nearest nominals on either side in the same case, finite verbs on both.
  const caseOf = (j: number) => (NOMINAL.has(words[j]!.upos) ? parseFeats(words[j]!.feats).Case : undefined);
  let before: string | undefined;
  for (let j = k - 1; j >= start && !before; j--) before = caseOf(j);
  let after: string | undefined;
  for (let j = k + 1; j <= end && !after; j++) after = caseOf(j);
  if (before && after) out.push(before === after ? 'cases=same' : 'cases=other');
  const { upos, feats } = columnsOf(words);
  if (besideAgreeingNoun(upos, feats, k)) out.push('noun');
  const prev = at(k - 1);
  if (prev && prev.lemma === 'ὁ' && agree(prev.feats, words[k]!.feats)) out.push('article');
  out.push(`family=${family(words[k]!.upos)}`);
  const own = parseFeats(words[k]!.feats);
  if (own.Case) out.push(`case=${own.Case}`);
  return out;
}

function score(c: ContextClassifier, features: readonly string[]): number[] {
  const s = c.classes.map(() => 0);
  for (const f of features) c.weights.get(f)?.forEach((w, i) => (s[i]! += w));
  return s;
}

/** The class the classifier gives the features (ties: the most frequent). */
export function predictContext(c: ContextClassifier, features: readonly string[]): string {
  const s = score(c, features);
  let best = 0;
  s.forEach((v, i) => { if (v > s[best]!) best = i; });
  return c.classes[best]!;
}

interface Example {
  features: string[];
  gold: number;
}

/** An averaged perceptron over the examples, in their order. */
export function trainPerceptron(classes: string[], examples: readonly Example[], epochs = EPOCHS): ContextClassifier {
  const weights = new Map<string, number[]>();
  const totals = new Map<string, number[]>();
  const stamps = new Map<string, number[]>();
  let t = 0;
  const update = (f: string, i: number, delta: number) => {
    if (!weights.has(f)) [weights, totals, stamps].forEach((m) => m.set(f, classes.map(() => 0)));
    const w = weights.get(f)!;
    totals.get(f)![i]! += (t - stamps.get(f)![i]!) * w[i]!;
    stamps.get(f)![i] = t;
    w[i]! += delta;
  };
  const c: ContextClassifier = { classes, weights };
  for (let e = 0; e < epochs; e++) {
    for (const ex of examples) {
      t++;
      const guess = classes.indexOf(predictContext(c, ex.features));
      if (guess === ex.gold) continue;
      for (const f of ex.features) {
        update(f, ex.gold, 1);
        update(f, guess, -1);
      }
    }
  }
  const averaged = new Map<string, number[]>();
  for (const [f, w] of weights) {
    const avg = w.map((v, i) => Math.round((1000 * (totals.get(f)![i]! + (t - stamps.get(f)![i]!) * v)) / t) / 1000);
    if (avg.some((v) => v !== 0)) averaged.set(f, avg);
  }
  return { classes, weights: averaged };
}

/** The words of a training sentence as the features read them. */
export function trainingWords(s: GreekTrainingSentence): ContextWord[] {
  return s.tags.map((tag, i) => {
    const { upos, feats } = splitGreekTag(tag);
    return { upos: s.goldUpos[i] === 'PUNCT' ? 'PUNCT' : upos, lemma: s.lemmas[i]!, feats };
  });
}

/** Whether a classifier trained without each fold makes clearly fewer errors on it than the most frequent class. */
function beatsMajority(classes: string[], examples: readonly (Example & { sentence: number })[]): boolean {
  let errors = 0;
  let majorityErrors = 0;
  for (let fold = 0; fold < FOLDS; fold++) {
    const c = trainPerceptron(classes, examples.filter((e) => e.sentence % FOLDS !== fold));
    for (const e of examples) {
      if (e.sentence % FOLDS !== fold) continue;
      if (classes.indexOf(predictContext(c, e.features)) !== e.gold) errors++;
      if (e.gold !== 0) majorityErrors++;
    }
  }
  return errors <= KEEP_ERRORS * majorityErrors;
}

/** The classifiers of the annotations' split lemmas, kept where they beat the lemma's most frequent part of speech. */
export function learnContextClassifiers(sentences: readonly GreekTrainingSentence[], annotations: readonly string[]): Map<string, ContextClassifier> {
  const byKey = new Map<string, { gold: string; features: string[]; sentence: number }[]>();
  sentences.forEach((s, n) => {
    if (!annotations.includes(s.annotation)) return;
    const words = trainingWords(s);
    words.forEach((w, k) => {
      if (isPunct(w)) return;
      const key = `${s.annotation}\t${w.lemma}`;
      let list = byKey.get(key);
      if (!list) byKey.set(key, (list = []));
      list.push({ gold: s.goldUpos[k]!, features: contextFeatures(words, k), sentence: n });
    });
  });
  const out = new Map<string, ContextClassifier>();
  for (const [key, list] of [...byKey].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const counts = new Map<string, number>();
    for (const e of list) counts.set(e.gold, (counts.get(e.gold) ?? 0) + 1);
    const classes = splitClasses(counts, key.slice(0, key.indexOf('\t')));
    if (!classes) continue;
    const examples = list.filter((e) => classes.includes(e.gold)).map((e) => ({ features: e.features, gold: classes.indexOf(e.gold), sentence: e.sentence }));
    if (beatsMajority(classes, examples)) out.set(key, trainPerceptron(classes, examples));
  }
  return out;
}

/** The JSON form of the classifiers (conventions file). */
type ContextJson = [string, { classes: string[]; weights: [string, number[]][] }][];

export function contextClassifiersToJson(m: ReadonlyMap<string, ContextClassifier>): ContextJson {
  return [...m].map(([k, c]) => [k, { classes: c.classes, weights: [...c.weights] }]);
}

export function contextClassifiersFromJson(json: ContextJson | undefined): Map<string, ContextClassifier> {
  return new Map((json ?? []).map(([k, c]) => [k, { classes: c.classes, weights: new Map(c.weights) }]));
}
