/**
 * From the analyzer's tokens to the words the literal translator works with: the reading to use
 * (a capitalised common noun at the start of a sentence is not a proper noun), its features, and the
 * one Italian meaning to inflect (first sense, school meanings first).
 */
import { parseFeats, type Analysis, type Feats } from '../../core/types';
import type { MeaningLookup } from '../italian/gloss-lookup';
import type { AnalyzedToken } from '../pipeline';
import { normalizeLatinFeats } from '../ud/normalize';
import { FORMA_DEPONENTE } from '../italian/labels';
import { ablativeAbsolutes, agreeingDemonstrative, agreeingPredicate, infinitiveBesideModal, nounForLoneParticiple, peopleForFemininePlural, preferFrequentLemma, type LemmaEvidence } from './lemma-choice';
import { italianNameOf } from './names';
import { adverbOf, comparativeAdverb } from './comparatives';
import { PARTICLES } from './function-words';
import { normalizeLatin } from '../normalize';
import { SCHOOL_MEANINGS } from '../rules/school-lists.generated';

export interface Word {
  token: AnalyzedToken;
  /** Position in the sentence (after enclitics are moved before their host). */
  index: number;
  form: string;
  lemma: string;
  upos: string;
  feats: Feats;
  /** The Italian meaning to inflect: `terra`, `arare`, `Cesare`; the Latin form when none is known. */
  meaning: string;
  deponent: boolean;
  /** Set by an idiom (idioms.ts): the meaning is Italian to use as it is (`usque ad` → `fino a`). */
  fixed?: boolean;
  /** A Latin plural Italian says in the singular here (`fines` of a people → "il territorio"). */
  itSingular?: boolean;
  /** The Italian gender an idiom gives a noun (`res publica` → `repubblica`, F). */
  itGender?: 'M' | 'F';
  /** The meaning is spelt as the Latin form: a name (`Orgetorix`), an Italian word spelt alike (`in`), or no meaning found. */
  asIs?: 'name' | 'italian' | 'untranslated';
  /** A superlative said as relative: "il più forte" (roles.ts, `markRelativeSuperlatives`). */
  relativeSuperlative?: boolean;
  /** The conjunction joining this modifier to the one before it (`maxima et bellicosissima`). */
  conjunction?: string;
  /** A word Latin leaves unsaid and Italian needs (the copula of a nominal sentence, nominal.ts). */
  unsaid?: boolean;
  /** The index of the word this one depends on, when the analysis gives heads (a dependency parse). */
  head?: number;
}

export function feat(word: Word, key: string): string | undefined {
  return word.feats[key];
}

/** Strips parentheses and keeps the first sense: `nemico (pubblico), avversario` → `nemico`. */
export function firstSense(significato: string, upos: string): string | undefined {
  const senses = significato
    .replace(/\([^)]*\)/g, '')
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter((s) => s !== '' && !/^significato non/.test(s) && !/^nome di /i.test(s));
  if (upos === 'VERB' || upos === 'AUX') {
    return senses.find((s) => /^\S+(are|ere|ire|rre)(si)?(\s|$)/.test(s)) ?? senses[0];
  }
  // A noun's sense written with its article (`maiores` "gli antenati"): the phrase gives the article.
  if (upos === 'NOUN') return senses[0]?.replace(/^(il|lo|la|i|gli|le) (?=\p{L})/u, '');
  return senses[0];
}

/** Whether any reading of the token is an ablative (or has no case: a particle, an adverb). */
function canBeAblative(token: AnalyzedToken): boolean {
  return [token.analysis, ...token.alternatives.map((a) => a.analysis)].some((a) => a.feats['Case'] === 'Abl');
}

/** Readings where a sentence-initial capital made the tagger choose a proper noun. */
function chooseAnalysis(token: AnalyzedToken, sentenceInitial: boolean, meanings: MeaningLookup, rest: readonly AnalyzedToken[] = []): Analysis {
  const next = rest.find((t) => t.kind === 'word');
  const analysis = token.analysis;
  // A noun in the nominative right before a form of `sum` that is also a perfect participle is the
  // participle of a compound form (`usus est`: utor, not the noun usus).
  if (analysis.upos === 'NOUN' && analysis.feats['Case'] === 'Nom' && next?.analysis.lemma === 'sum') {
    const participle = token.alternatives.find((a) => a.analysis.upos === 'VERB' && a.analysis.feats['VerbForm'] === 'Part' && a.analysis.feats['Case'] === 'Nom'
      && a.analysis.feats['Number'] === analysis.feats['Number'] && a.analysis.feats['Aspect'] === 'Perf');
    if (participle) return participle.analysis;
  }
  // `cum` before a word that cannot be an ablative, with a subjunctive after it, opens a clause (`Hoc cum Caesari nuntiatum esset`).
  if (analysis.upos === 'ADP' && analysis.lemma === 'cum' && next && !canBeAblative(next) && rest.some((t) => t.analysis.feats['Mood'] === 'Sub')) {
    const conjunction = token.alternatives.find((a) => a.analysis.upos === 'SCONJ');
    if (conjunction) return conjunction.analysis;
  }
  // A proper noun with no Italian name of its own (`Agricola`) at the start is the common noun.
  if (sentenceInitial && analysis.upos === 'PROPN' && token.card.significato === token.form) {
    const common = token.alternatives.find((a) => a.analysis.upos !== 'PROPN' && a.analysis.lemma.toLowerCase() === analysis.lemma.toLowerCase());
    if (common) return common.analysis;
  }
  // A capitalised word inside the sentence with a name among its readings is the name (`Remus`, not the oar).
  if (!sentenceInitial && /^\p{Lu}/u.test(token.form) && analysis.upos === 'NOUN') {
    const name = token.alternatives.find((a) => a.analysis.upos === 'PROPN');
    if (name) return name.analysis;
  }
  // An adjective in the ablative that is also a perfect participle reads as the participle (`eo opere perfecto`).
  if (analysis.upos === 'ADJ' && analysis.feats['Case'] === 'Abl' && /(t|s)us$/.test(analysis.lemma)) {
    const participle = token.alternatives.find((a) => a.analysis.upos === 'VERB' && a.analysis.feats['VerbForm'] === 'Part' && a.analysis.feats['Case'] === 'Abl');
    if (participle) return participle.analysis;
  }
  // A reading without any meaning loses to the same part of speech with one (`librum` → liber).
  if (token.kind === 'word' && /^significato non/.test(token.card.significato)) {
    const known = token.alternatives.find((a) => a.analysis.upos === analysis.upos && meanings(a.analysis.lemmaKey, a.analysis.lemma));
    if (known) return known.analysis;
  }
  return analysis;
}

/**
 * A comparative adverb's Italian (`facilius` "più facilmente"); with no meaning of its own, the adjective
 * among the form's readings gives it (`expeditius`: expeditus "spedito" → "più speditamente").
 */
function comparativeFor(token: AnalyzedToken, lemma: string, positive: string | undefined, meanings: MeaningLookup): string | undefined {
  if (positive) return comparativeAdverb(lemma, positive);
  for (const { analysis } of token.alternatives) {
    if (analysis.upos !== 'ADJ') continue;
    const sense = firstSense(meanings(analysis.lemmaKey, analysis.lemma) ?? '', 'ADJ');
    if (sense) return comparativeAdverb(lemma, adverbOf(sense));
  }
  return undefined;
}

/** Latin verb prefixes a dictionary may lack the compound of (`reaedifico`), `re-` said "ri-" in Italian. */
const PREFIXES = ['re', 'red', 'ad', 'ab', 'con', 'com', 'co', 'de', 'dis', 'di', 'ex', 'e', 'in', 'im', 'ob', 'per', 'prae', 'pro', 'sub', 'trans'];

/** A compound verb without a meaning of its own takes its simple verb's (`reaedifico` → "ricostruire"), so that no clause loses its verb. */
function prefixedVerb(lemma: string, meanings: MeaningLookup): string | undefined {
  for (const prefix of PREFIXES) {
    const base = lemma.toLowerCase().slice(prefix.length);
    if (!lemma.toLowerCase().startsWith(prefix) || base.length < 3) continue;
    const sense = firstSense(meanings(null, base) ?? '', 'VERB');
    if (!sense) continue;
    return prefix.startsWith('re') && /^[a-z]/.test(sense) && !sense.startsWith('ri') ? `ri${sense}` : sense;
  }
  return undefined;
}

/** Builds the translator's words for one sentence; enclitics (`-que`, `-cum`) move before their host. */
export function prepareWords(tokens: readonly AnalyzedToken[], meanings: MeaningLookup, evidence?: LemmaEvidence): Word[] {
  const ordered = [...tokens];
  for (let i = 1; i < ordered.length; i++) {
    const token = ordered[i]!;
    if (token.isEnclitic && ordered[i - 1]!.wordIndex === token.wordIndex) {
      ordered[i] = ordered[i - 1]!;
      ordered[i - 1] = token;
    }
  }
  const firstWord = ordered.findIndex((t) => t.kind === 'word');
  const absolutes = ablativeAbsolutes(ordered);
  return ordered.map((token, index) => {
    const absolute = absolutes.get(token);
    const read = chooseAnalysis(token, index === firstWord, meanings, ordered.slice(index + 1));
    const frequent = agreeingDemonstrative(token, agreeingPredicate(token, infinitiveBesideModal(token, evidence ? preferFrequentLemma(token, read, evidence) : read, ordered), ordered), ordered);
    const analysis = absolute ?? peopleForFemininePlural(token, nounForLoneParticiple(token, frequent, ordered, meanings));
    const changed = analysis !== token.analysis;
    const feats = changed ? normalizeLatinFeats(analysis.feats, 'versio') : parseFeats(token.feats);
    const significato = changed ? meanings(analysis.lemmaKey, analysis.lemma) ?? '' : token.card.significato;
    const lemma = analysis.lemma;
    const school = analysis.upos === 'PROPN' ? undefined : SCHOOL_MEANINGS.get(normalizeLatin(lemma));
    // A word with no Italian meaning: a name keeps its form, any other word is left out (meaning ``).
    const unknownName = analysis.upos === 'PROPN' || (index !== firstWord && /^\p{Lu}/u.test(token.form));
    const positive = school ?? italianNameOf(analysis, significato, unknownName, token.form) ?? firstSense(significato, analysis.upos);
    const italian = analysis.upos === 'ADV' && feats['Degree'] === 'Cmp' ? comparativeFor(token, lemma, PARTICLES.get(lemma.toLowerCase()) ?? positive, meanings)
      : positive ?? (analysis.upos === 'VERB' ? prefixedVerb(lemma, meanings) : undefined);
    const meaning = italian ?? (token.kind !== 'word' || unknownName ? token.form : '');
    const head = (token as { head?: unknown }).head;
    return {
      token,
      index,
      ...(typeof head === 'number' ? { head } : {}),
      form: token.form,
      lemma,
      upos: analysis.upos,
      feats,
      meaning,
      // A verb whose dictionary form is passive (`utor`, `hortor`) is deponent.
      deponent: changed ? analysis.upos === 'VERB' && /or$/.test(lemma) : token.card.pos.includes('deponente') || token.card.forma === FORMA_DEPONENTE,
      ...(token.kind === 'word' && meaning.toLowerCase() === token.form.toLowerCase() ? { asIs: unknownName ? 'name' as const : italian === undefined ? 'untranslated' as const : 'italian' as const } : {}),
    };
  });
}
