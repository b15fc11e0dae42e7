/**
 * The language-neutral part of the choose stage (pipeline.ts): after the tagger has chosen a tag, pick the
 * candidate analysis that carries it (the lemma training knows best, else the most frequent lemma), or build one
 * from the tag and the learnt lemmatiser when the lexicon has no analysis with that tag.
 */
import type { TaggerModel } from './tagger/model';
import { parseFeats, type Analysis, type Upos } from './types';

/** What training taught about lemmas (the model's lemma tables), read by the choose stage. */
export type Lemmatizer = Pick<TaggerModel, 'lemmatize' | 'lemmaFrequency'>;

export interface ChooseContext {
  lemmatizer: Lemmatizer;
  /** Canonical tag of an analysis (the same function that built the training tags). */
  tagOf: (a: Analysis) => string;
  /** Comparison key of a lemma (case, spelling variants, homograph digits ignored). */
  lemmaMatchKey: (lemma: string) => string;
  /** Corpus frequency of a lemma key from the lexicon, for ties; 0 when unknown. */
  lexiconFrequency: (lemmaKey: string | null) => number;
  /** The lexicon's key of a lemma (one training gives), or null when the lexicon does not have it. */
  lexiconKeyOf?: (lemma: string) => string | null;
  /** The lexicon's headword for a key (`nouus` → `novus`). */
  lexiconLemma?: (key: string) => string | undefined;
  /** The annotation convention to follow for lemmas (a treebank name), if any. */
  convention?: string;
}

export interface Choice {
  analysis: Analysis;
  /** True when nothing in the lexicon or the training data vouches for this analysis. */
  uncertain: boolean;
}

function splitTag(tag: string): { upos: Upos; feats: string } {
  const bar = tag.indexOf('|');
  return bar < 0 ? { upos: tag as Upos, feats: '_' } : { upos: tag.slice(0, bar) as Upos, feats: tag.slice(bar + 1) };
}

/** True for a lexicon key numbered as a later homograph (`malum2`, `edo2`). */
function isLaterHomograph(key: string | null | undefined): boolean {
  if (!key) return false;
  const c = key.charCodeAt(key.length - 1);
  return c >= 48 && c <= 57;
}

/**
 * Chooses the analysis of one token given the tag the tagger chose.
 * `key` is the token's normalised form, `analyses` its lexicon (or guessed) analyses.
 */
export function chooseAnalysis(ctx: ChooseContext, key: string, tag: string, analyses: readonly Analysis[]): Choice {
  const learnt = ctx.lemmatizer.lemmatize(key, tag, ctx.convention);
  const learntKey = ctx.lemmaMatchKey(learnt.lemma);
  let best: Analysis | undefined;
  let bestRank = -Infinity;
  for (const a of analyses) {
    if (ctx.tagOf(a) !== tag) continue;
    const k = ctx.lemmaMatchKey(a.lemma);
    // Training's own lemma for this (form, tag) wins; then lemmas frequent in training, then in the lexicon.
    const rank = (learnt.seen && k === learntKey ? 1e9 : 0) + ctx.lemmatizer.lemmaFrequency(k) * 1000 + ctx.lexiconFrequency(a.lemmaKey) + (a.source === 'guess' ? -1e12 : 0);
    // On a tie the lexicon's first homograph wins, the key without a number (malum "male", not malum2 "mela").
    if (rank > bestRank || (rank === bestRank && isLaterHomograph(best?.lemmaKey) && !isLaterHomograph(a.lemmaKey))) {
      bestRank = rank;
      best = a;
    }
  }
  if (best && learnt.seen && ctx.lemmaMatchKey(best.lemma) !== learntKey) {
    // Training saw this form with this tag under another lemma the lexicon also gives the form (factum:
    // facio, not fio; voluit: volo, not volvo): keep the tag's features, take that lemma.
    const same = analyses.find((a) => a.source !== 'guess' && ctx.lemmaMatchKey(a.lemma) === learntKey);
    if (same) return { analysis: { ...best, lemma: same.lemma, lemmaKey: same.lemmaKey }, uncertain: false };
    // A lemma the lexicon does not give the form (vos → tu, fortiter → fortis in Perseus): when answering in a
    // treebank's convention, training's choice for this form and tag is taken, with the lexicon's entry for
    // that lemma when it has one (+0.4 lemma points on Perseus folds). Students keep the lexicon's headword.
    if (learnt.own || ctx.convention) return { analysis: { ...best, lemma: learnt.lemma, lemmaKey: ctx.lexiconKeyOf?.(learnt.lemma) ?? null, source: 'training' }, uncertain: false };
  }
  if (best && best.upos === 'ADV' && !learnt.seen && learnt.own && ctx.lemmaMatchKey(best.lemma) !== learntKey) {
    // Treebanks differ on derived adverbs: Perseus lemmatises them to their adjective (indigne → indignus).
    // The convention's own ending rule is taken for an adverb training never saw, when the lexicon knows that
    // lemma (for other parts of speech the lexicon's choice was better on Perseus folds).
    const key = ctx.lexiconKeyOf?.(learnt.lemma);
    if (key) return { analysis: { ...best, lemma: ctx.lexiconLemma?.(key) ?? learnt.lemma, lemmaKey: key, source: 'training' }, uncertain: false };
  }
  if (best) return { analysis: best, uncertain: best.source === 'guess' };
  const { upos, feats } = splitTag(tag);
  const sameLemma = analyses.find((a) => a.source !== 'guess' && ctx.lemmaMatchKey(a.lemma) === learntKey);
  return {
    analysis: {
      lemma: sameLemma?.lemma ?? learnt.lemma,
      lemmaKey: sameLemma?.lemmaKey ?? null,
      upos,
      feats: parseFeats(feats),
      source: learnt.seen ? 'training' : 'guess',
    },
    uncertain: !learnt.seen && !sameLemma,
  };
}
