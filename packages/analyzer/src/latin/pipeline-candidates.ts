/**
 * The Latin candidate source of the tagger: every analysis the lexicon allows for a form, as canonical tags.
 * Results are cached per look-up key, since running text repeats its words.
 */
import { priorBucket } from '../core/tagger/features';
import type { Analysis, Feats } from '../core/types';
import type { LatinLemmaInfo, LatinLexicon } from './types';
import { isCapitalized, normalizeLatin } from './normalize';
import { normalizeLatinFeats } from './ud/normalize';
import { lemmaMatchKey } from './ud/lemma';
import { latinTagOf, type CandidateTags } from './ud/training';
import { CONTRACTED_NOTE, SYNCOPATED_NOTE } from './lexicon/syncopated-perfects';
import { ARCHAIC_SPELLING_NOTE, medievalRespellings, medievalSpellingVariants } from './lexicon/spelling-variants';

// The lexicon shares one frozen features object per slot, feature group and POS among all its analyses:
// the tag, which depends only on features and POS, is built once per pair instead of once per analysis.
const tagsOfFeats = new WeakMap<Feats, Map<string, string>>();

/** The canonical tag of a lexicon analysis (`NOUN|Case=Acc|Gender=Fem|Number=Sing`). */
export function tagOfAnalysis(a: Analysis): string {
  if (!Object.isFrozen(a.feats)) return latinTagOf(a.upos, normalizeLatinFeats(a.feats, 'versio'));
  let byUpos = tagsOfFeats.get(a.feats);
  if (!byUpos) tagsOfFeats.set(a.feats, (byUpos = new Map()));
  let tag = byUpos.get(a.upos);
  if (tag === undefined) byUpos.set(a.upos, (tag = latinTagOf(a.upos, normalizeLatinFeats(a.feats, 'versio'))));
  return tag;
}

/** The count the prior reads of a lemma: Collatinus's, or, `estimated`, its estimate, with an extended lemma at 0. */
function priorCount(info: LatinLemmaInfo | undefined, estimated: boolean): number {
  if (!info) return 0;
  if (!estimated) return info.frequency;
  return info.estimatedFrequency ?? (info.extended ? 0 : info.frequency);
}

/**
 * The tagger's lexicon prior of each tag: how far below the form's most frequent lemma (corpus counts of
 * the lexicon) the best lemma carrying that tag is. `cano`: the verb cano (315) is 1, the adjective canus (78) 3.
 * `estimated`: where Collatinus's count is missing, its estimate (count-estimates.ts), and 0 for a lemma of the
 * extended lexicon, which Collatinus does not count (`Musa2`, a physician, is not the Muse's equal). The models
 * are trained on Collatinus's counts as they are and tag with the estimates: on the same fold models they gave
 * Perseus 5 folds 96.06 / 95.34 / 88.49 → 96.10 / 95.43 / 88.52 and PROIEL 3 folds 95.58 / 96.25 → 95.62 /
 * 96.29 (UPOS / lemma / core features), while training on them too measured lower (decision 010).
 */
export function priorsOf(lexicon: LatinLexicon, analyses: readonly Analysis[], tags: readonly string[], estimated = false): number[] {
  const byTag = new Map<string, number>();
  let best = 0;
  for (const a of analyses) {
    const f = priorCount(a.lemmaKey ? lexicon.lemma(a.lemmaKey) : undefined, estimated);
    const tag = tagOfAnalysis(a);
    byTag.set(tag, Math.max(byTag.get(tag) ?? 0, f));
    best = Math.max(best, f);
  }
  return tags.map((t) => priorBucket(byTag.get(t) ?? 0, best));
}

/**
 * Lexicon analyses of a form with their tags and priors, cached by look-up key and capitalisation:
 * the lexicon answers `Caesar` and `caesar` differently (proper nouns only for capitalised forms).
 */
/** A reading the lexicon found by expanding a contraction (amarit → amaverit, norat → noverat). */
const isContracted = (a: Analysis): boolean => a.note !== undefined && (a.note.startsWith(CONTRACTED_NOTE) || a.note.startsWith(SYNCOPATED_NOTE));

/**
 * Readings for students only: the syncopated perfects Collatinus's list lacks (norat) and the older spellings
 * (pulcherrumus, volnus). The tagger's training and a treebank's convention leave them out, so that the models
 * learn from the same readings as before them (a tagger retrained with the syncopated ones scored 28 school-canon
 * cards fewer: decision 073).
 */
const isStudentsOnly = (a: Analysis): boolean => a.note !== undefined && (a.note.startsWith(SYNCOPATED_NOTE) || a.note.startsWith(ARCHAIC_SPELLING_NOTE));

/**
 * A plain reading that keeps a contracted perfect out: one of the main lexicon that is not itself a perfect
 * (parat is paro's present, not pasco's paverat). Another perfect (consuerat: consuo's beside consuesco's
 * consueverat) or a rare word of the extended lexicon (petisse: petisso beside peto's petivisse) leaves both.
 */
const blocksContraction = (a: Analysis): boolean =>
  a.source !== 'extended' && !(a.feats.Aspect === 'Perf' && (a.feats.VerbForm === 'Fin' || a.feats.VerbForm === 'Inf'));

/**
 * `plainFirst`: a contracted perfect only for a form nothing else explains (parit is pario's, not a paverit of
 * pasco; on the treebanks' gold a form with both kinds of reading was never the contracted one, 0 of 39).
 * Students' analyzer only: the models are trained with every reading but those `isStudentsOnly`, and a treebank's
 * convention keeps them so.
 * `estimatedCounts`: priors from the estimates of the counts Collatinus lacks (see {@link priorsOf}); for
 * tagging, not for training.
 * `respell`: a known form also has the readings of the classical spelling a medieval copy may mean by it (`anime`:
 * animae too), and a form no spelling of the lexicon explains is read through the later medieval ones (`ymaginem`:
 * imaginem); for tagging only, in the conventions whose training data writes so (ud/respellings.ts, decision 078).
 * A function instead of `true` says which look-up keys (`normalizeLatin`) are so read.
 */
export function createLatinCandidates(lexicon: LatinLexicon, { maxCache = 200_000, plainFirst = false, estimatedCounts = false, respell = false }: { maxCache?: number; plainFirst?: boolean; estimatedCounts?: boolean; respell?: boolean | ((key: string) => boolean) } = {}) {
  const cache = new Map<string, { analyses: Analysis[]; tags: string[] | null; priors: number[] | null }>();
  const lookUp = (form: string) => {
    const key = isCapitalized(form) ? `^${normalizeLatin(form)}` : normalizeLatin(form);
    let hit = cache.get(key);
    if (!hit) {
      let analyses = lexicon.analyze(form);
      if (!plainFirst && analyses.some(isStudentsOnly)) analyses = analyses.filter((a) => !isStudentsOnly(a));
      if (plainFirst && analyses.some(isContracted)) {
        const plain = analyses.filter((a) => !isContracted(a));
        if (plain.some(blocksContraction)) analyses = plain;
      }
      if (respell === true || (respell && respell(normalizeLatin(form)))) analyses = lexicon.isKnownForm(form) ? withRespellings(lexicon, form, analyses) : analyses.length > 0 ? analyses : medievalReading(lexicon, form);
      const tags = analyses.length ? [...new Set(analyses.map(tagOfAnalysis))] : null;
      hit = { analyses, tags, priors: tags ? priorsOf(lexicon, analyses, tags, estimatedCounts) : null };
      if (cache.size >= maxCache) cache.clear();
      cache.set(key, hit);
    }
    return hit;
  };
  const tags: CandidateTags = (form) => lookUp(form).tags;
  const priors = (form: string) => lookUp(form).priors;
  /**
   * The comparison key of the lexicon's most frequent lemma for a form with this tag, else with the tag's
   * part of speech (a treebank's features may differ from the lexicon's: PROIEL gives `se` a gender);
   * null when the lexicon has none.
   */
  const lemmaKeyFor = (form: string, tag: string): string | null => {
    const upos = tag.split('|', 1)[0];
    let best: Analysis | undefined;
    let bestExact = false;
    let bestFrequency = -1;
    for (const a of lookUp(form).analyses) {
      if (a.source === 'guess' || a.upos !== upos) continue;
      const exact = tagOfAnalysis(a) === tag;
      const f = a.lemmaKey ? (lexicon.lemma(a.lemmaKey)?.frequency ?? 0) : 0;
      if ((exact && !bestExact) || (exact === bestExact && f > bestFrequency)) [best, bestExact, bestFrequency] = [a, exact, f];
    }
    return best ? lemmaMatchKey(best.lemma) : null;
  };
  /**
   * The class of a lemma (as a treebank or the tagger writes it) that conventions may treat alike: `people`
   * for a masculine proper noun used only in the plural (Belgae, Sequani, Iudaei), which PROIEL calls NOUN.
   */
  const classes = new Map<string, string | null>();
  const lemmaClass = (lemma: string): string | null => {
    let c = classes.get(lemma);
    if (c === undefined) {
      // Lexicon keys keep a proper noun's capital and spell u for v: Heluetii.
      const key = normalizeLatin(lemma);
      const info = lexicon.lemma(lemma) ?? lexicon.lemma(key) ?? (isCapitalized(lemma) ? lexicon.lemma(key.charAt(0).toUpperCase() + key.slice(1)) : undefined);
      c = info?.upos === 'PROPN' && info.pluraleTantum && info.gender?.split('/').includes('m') ? 'people' : null;
      if (classes.size >= maxCache) classes.clear();
      classes.set(lemma, c);
    }
    return c;
  };
  return { lookUp, tags, priors, lemmaKeyFor, lemmaClass };
}

/** The analyses of `variant` (a spelling of `form`) with its note, when the lexicon knows it as written (not one of its own guesses: essae is no word). */
function respelt(lexicon: LatinLexicon, form: string, variant: { key: string; note: string }): Analysis[] {
  const written = isCapitalized(form) ? variant.key.charAt(0).toUpperCase() + variant.key.slice(1) : variant.key;
  return lexicon.isKnownForm(written) ? lexicon.analyze(written).map((a) => ({ ...a, note: variant.note })) : [];
}

/**
 * A known form's analyses with those of the classical spellings a medieval copy may mean by it
 * (spelling-variants.ts, `medievalRespellings`), each with its note.
 */
function withRespellings(lexicon: LatinLexicon, form: string, analyses: Analysis[]): Analysis[] {
  let out = analyses;
  for (const variant of medievalRespellings(normalizeLatin(form))) {
    const found = respelt(lexicon, form, variant);
    if (found.length > 0) out = [...out, ...found];
  }
  return out;
}

/** The analyses of the first later medieval spelling of an unknown form the lexicon knows as written, each with its note. */
function medievalReading(lexicon: LatinLexicon, form: string): Analysis[] {
  for (const variant of medievalSpellingVariants(normalizeLatin(form))) {
    const found = respelt(lexicon, form, variant);
    if (found.length > 0) return found;
  }
  return [];
}

/** The Latin candidate source (see createLatinCandidates). */
export type LatinCandidates = ReturnType<typeof createLatinCandidates>;
