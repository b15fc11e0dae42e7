/**
 * The part of speech a treebank gives a word by its context where the lemma alone does not tell it: AGDT writes καί
 * ADV where it means "also, even" and CCONJ where it joins, δέ and τε CCONJ or ADV by their place in the
 * coordination, σύμμαχος NOUN or ADJ, ὡς ADV or SCONJ. Annotation decided by the syntax, which the tables per lemma
 * (conventions.ts) cannot learn.
 *
 * Training (the engine both languages share, core/context-pos/learn.ts) learns, per (annotation, lemma) where the
 * treebank is split (split-lemmas.ts: by share, or for UD PROIEL a frequent minority), an averaged perceptron over
 * the Greek features this module gives: the word's neighbours (their Versio parts of speech, or lemma for the closed
 * classes; punctuation), its place in the clause, the finite verbs before and after it in the clause, the same lemma
 * again in the clause (καί…καί), an agreeing noun or article beside it; for UD PROIEL also whether an agreeing word
 * or a finite verb comes first ahead of it (proielFeatures: ὁ δὲ βασιλεύς against ὁ δὲ εἶπε) and whether the
 * nominal right after it agrees (τῷ οὔνομα ἦν); it is kept where it beats the lemma's most frequent part of speech
 * in cross-validation. The word's own Versio part of speech is not a feature: in training it is the gold role for
 * function words (ud/training.ts), which the tagger does not always find.
 * Example: `learnContextClassifiers(sentences, ['agdt'])` → `agdt\tκαί` → { classes: ['CCONJ', 'ADV'], … }.
 */
import { learnContextClassifiers as learnCore, type ContextWord } from '../../core/context-pos/learn';
import type { ContextClassifier } from '../../core/context-pos/perceptron';
import { parseFeats } from '../../core/types';
import type { GreekTrainingSentence } from '../ud/training';
import { agree, besideAgreeingNoun } from './agreement';
import { splitGreekTag } from './form-info';
import { greekSplitClasses } from './split-lemmas';

export type { ContextWord } from '../../core/context-pos/learn';
export { MIN_OCCURRENCES, SPLIT_SHARE } from '../../core/context-pos/learn';
export { contextClassifiersFromJson, contextClassifiersToJson, predictContext, trainPerceptron, type ContextClassifier } from '../../core/context-pos/perceptron';

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
const OPEN_NOMINAL = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM']);
/** How many words ahead UD PROIEL's features look for an agreeing word or a finite verb. */
const AHEAD = 6;

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

/**
 * UD PROIEL's own features (decision 079): whether a word ahead of it in its clause agrees with it before a finite verb
 * comes (the article's noun, adjective or participle: ὁ δὲ βασιλεύς) or the verb comes first (ὁ δὲ εἶπε, Herodotus'
 * relative τῶν ἡμεῖς ἴδμεν), alone and with the next word (ὁ δὲ ἐξ ἑωυτοῦ … ἔφη: ahead=verb|δέ). The perceptron is
 * linear: the pair tells it what neither tells alone. A word without case also reads the case of a nominal after it
 * (καὶ γυναῖκας); a word with case, whether a nominal right after it agrees with it, is a genitive or neither
 * (αὐτὸν Ἀρτύβιον, τὰ τῆς πόλεως, τόν τοι παρέδωκα).
 */
function proielFeatures(words: readonly ContextWord[], k: number, out: string[]): void {
  const own = words[k]!;
  let ahead = 'none';
  for (let i = k + 1; i < words.length && i <= k + AHEAD; i++) {
    const w = words[i]!;
    if (isPunct(w)) break;
    const s = shape(w, '$');
    if (s === 'Vf') {
      ahead = 'verb';
      break;
    }
    if ((NOMINAL.has(w.upos) || s === 'Vp') && agree(own.feats, w.feats)) {
      ahead = 'agree';
      break;
    }
  }
  out.push(`ahead=${ahead}`, `ahead=${ahead}|${shape(words[k + 1], '$')}`);
  // A word without case (καί, ὡς) before a noun, name, adjective or numeral: that word's case (decision 092).
  const next = words[k + 1];
  const ownCase = parseFeats(own.feats).Case;
  if (next && OPEN_NOMINAL.has(next.upos) && !ownCase) out.push(`n1case=${parseFeats(next.feats).Case ?? '-'}`);
  // A word with case before a nominal: whether that nominal agrees with it, is a genitive or neither (decision 094).
  if (next && ownCase && NOMINAL.has(next.upos)) out.push(`n1agree=${agree(own.feats, next.feats) ? 'yes' : parseFeats(next.feats).Case === 'Gen' ? 'gen' : 'no'}`);
}

/** The features of word k of a sentence written in an annotation (UD PROIEL reads its own as well: proielFeatures). */
export function contextFeatures(words: readonly ContextWord[], k: number, annotation = ''): string[] {
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
  if (annotation === 'proiel') proielFeatures(words, k, out);
  return out;
}

/** The words of a training sentence as the features read them. */
export function trainingWords(s: GreekTrainingSentence): ContextWord[] {
  return s.tags.map((tag, i) => {
    const { upos, feats } = splitGreekTag(tag);
    return { upos: s.goldUpos[i] === 'PUNCT' ? 'PUNCT' : upos, lemma: s.lemmas[i]!, feats };
  });
}

/** The classifiers of the annotations' split lemmas, kept where they beat the lemma's most frequent part of speech. */
export function learnContextClassifiers(sentences: readonly GreekTrainingSentence[], annotations: readonly string[]): Map<string, ContextClassifier> {
  const viewOf = (s: GreekTrainingSentence) => (annotations.includes(s.annotation) ? { annotation: s.annotation, words: trainingWords(s), gold: s.goldUpos } : undefined);
  return learnCore(sentences, viewOf, contextFeatures, undefined, greekSplitClasses);
}
