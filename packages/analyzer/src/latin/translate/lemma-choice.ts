/**
 * The dictionary word of a form by general evidence, where the analyzer's reading is a rare lemma and the
 * same form is also a frequent one: `consuerunt` is read as consuo "cucire" (5 occurrences in the lexicon's
 * corpus counts) though it is the syncopated perfect of consuesco (167), `putet` as puteo "essere marcito"
 * (5) though the analyzer lists puto (2263) among its alternatives. A lemma wins when it is far more
 * frequent than the chosen one and is read alike: the same reading (part of speech and features) among the
 * lexicon's analyses of the form, or an alternative of the analyzer with the same part of speech, verb form
 * and agreement (person, number, case, gender), only mood, tense or voice differing.
 * Example: `preferFrequentLemma(token, token.analysis, evidence).lemma` → `consuesco` for `consuerunt`.
 */
import type { Analysis } from '../../core/types';
import type { MeaningLookup } from '../italian/gloss-lookup';
import { normalizeLatin } from '../normalize';
import { INFINITIVE_VERBS } from '../rules/word-lists.generated';
import type { AnalyzedToken } from '../pipeline';

/** What the choice reads of the lexicon: a form's analyses and a lemma's corpus frequency (0 when unknown). */
export interface LemmaEvidence {
  readings(form: string): readonly Analysis[];
  frequency(lemmaKey: string | null): number;
}

/** How many times more frequent another lemma must be than the chosen one to replace it. */
export const FREQUENCY_RATIO = 20;

/** Features a reading must share with the chosen one to be the same word in the same role. */
const AGREEMENT = ['VerbForm', 'Person', 'Number', 'Case', 'Gender'] as const;

function sameTag(a: Analysis, b: Analysis): boolean {
  if (a.upos !== b.upos) return false;
  const keys = new Set([...Object.keys(a.feats), ...Object.keys(b.feats)]);
  return [...keys].every((k) => a.feats[k] === b.feats[k]);
}

function sameRole(a: Analysis, b: Analysis): boolean {
  return a.upos === b.upos && AGREEMENT.every((k) => a.feats[k] === b.feats[k]);
}

/** The most frequent of `candidates` that passes the ratio over `chosen`, if any. */
function mostFrequent(candidates: readonly Analysis[], chosen: Analysis, evidence: LemmaEvidence): Analysis | undefined {
  const floor = Math.max(1, evidence.frequency(chosen.lemmaKey)) * FREQUENCY_RATIO;
  let best: Analysis | undefined;
  let bestFrequency = floor - 1;
  for (const a of candidates) {
    if (a.source === 'guess' || a.lemma === chosen.lemma) continue;
    const f = evidence.frequency(a.lemmaKey);
    if (f > bestFrequency) [best, bestFrequency] = [a, f];
  }
  return best;
}

/** The reading to translate: `chosen`, or the same reading of a far more frequent lemma. */
export function preferFrequentLemma(token: AnalyzedToken, chosen: Analysis, evidence: LemmaEvidence): Analysis {
  if (token.kind !== 'word' || chosen.upos === 'PROPN') return chosen;
  const alike = evidence.readings(token.form).filter((a) => sameTag(a, chosen));
  const same = mostFrequent(alike, chosen, evidence);
  if (same) return same;
  const close = token.alternatives.map((a) => a.analysis).filter((a) => sameRole(a, chosen));
  return mostFrequent(close, chosen, evidence) ?? chosen;
}

const NOMINAL = new Set(['NOUN', 'PROPN', 'PRON', 'DET']);

/**
 * A perfect participle with nothing in its sentence to agree with, not beside a form of `sum`, whose form is
 * also a noun in the same case and number with an Italian meaning, is the noun: `tributa … pendunt` → tributum
 * "tributo", not the participle of tribuo "gli attribuiti".
 */
export function nounForLoneParticiple(token: AnalyzedToken, chosen: Analysis, sentence: readonly AnalyzedToken[], meanings: MeaningLookup): Analysis {
  const f = chosen.feats;
  if (chosen.upos !== 'VERB' || f['VerbForm'] !== 'Part' || f['Aspect'] !== 'Perf') return chosen;
  const noun = token.alternatives.find((a) => a.analysis.upos === 'NOUN' && a.analysis.feats['Case'] === f['Case'] && a.analysis.feats['Number'] === f['Number']
    && meanings(a.analysis.lemmaKey, a.analysis.lemma) !== undefined)?.analysis;
  if (!noun) return chosen;
  const at = sentence.indexOf(token);
  const nearSum = [sentence[at - 1], sentence[at + 1]].some((t) => t?.analysis.lemma === 'sum');
  const agreeing = sentence.some((t) => t !== token && NOMINAL.has(t.analysis.upos)
    && (['Case', 'Number', 'Gender'] as const).every((k) => t.analysis.feats[k] === f[k]));
  return nearSum || agreeing ? chosen : noun;
}

/**
 * A proper noun read in the feminine plural that is also a masculine plural proper noun in the same case is a
 * people, masculine as peoples are (`rege Numidarum`: Numidae "dei Numidi", not Numida "delle Numide").
 */
export function peopleForFemininePlural(token: AnalyzedToken, chosen: Analysis): Analysis {
  const f = chosen.feats;
  if (chosen.upos !== 'PROPN' || f['Number'] !== 'Plur' || f['Gender'] !== 'Fem') return chosen;
  return token.alternatives.find((a) => a.analysis.upos === 'PROPN' && a.analysis.feats['Gender'] === 'Masc'
    && a.analysis.feats['Number'] === 'Plur' && a.analysis.feats['Case'] === f['Case'])?.analysis ?? chosen;
}

/** The readings of a token, the chosen one first, then the alternatives best first. */
function readingsOf(token: AnalyzedToken): Analysis[] {
  return [token.analysis, ...token.alternatives.map((a) => a.analysis)];
}

const HEADS = new Set(['NOUN', 'PRON', 'PROPN']);

/** The noun and participle readings of two words that make an ablative absolute, noun first. */
function absolutePair(noun: AnalyzedToken, participle: AnalyzedToken): [Analysis, Analysis] | undefined {
  for (const p of readingsOf(participle)) {
    if (p.upos !== 'VERB' || p.feats['VerbForm'] !== 'Part' || p.feats['Case'] !== 'Abl') continue;
    const n = readingsOf(noun).find((a) => HEADS.has(a.upos) && a.feats['Case'] === 'Abl' && a.feats['Number'] === p.feats['Number']
      && (a.feats['Gender'] === undefined || a.feats['Gender'] === p.feats['Gender']));
    if (n) return [n, p];
  }
  return undefined;
}

/**
 * Two words standing alone between the start or a comma and a comma, one of which can be a noun and the other a
 * participle agreeing with it in the ablative, are an ablative absolute, whatever the tagger read
 * (`Sole orto, …`: sol and orior, not the imperative of soleo and the noun hortus). The readings to use, by token.
 */
export function ablativeAbsolutes(tokens: readonly AnalyzedToken[]): Map<AnalyzedToken, Analysis> {
  const out = new Map<AnalyzedToken, Analysis>();
  for (let i = 0; i + 2 < tokens.length; i++) {
    const [a, b, after, before] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!, tokens[i - 1]];
    if (a.kind !== 'word' || b.kind !== 'word' || after.form !== ',' || (before && before.form !== ',')) continue;
    const pair = absolutePair(a, b);
    const reversed = pair ? undefined : absolutePair(b, a);
    const [noun, participle] = pair ? [a, b] : [b, a];
    const found = pair ?? reversed;
    if (!found) continue;
    out.set(noun, found[0]);
    out.set(participle, found[1]);
  }
  return out;
}

/** Verbs that take an infinitive beside them (`uti nescis`, `possum dicere`): the modals of aci.ts and the verbs of knowing how. */
/**
 * A word read as anything but a verb right beside a finite verb that takes an infinitive, whose form is also an
 * infinitive, is the infinitive (`victoria uti nescis`: utor "servirsi", not the conjunction uti "che").
 */
export function infinitiveBesideModal(token: AnalyzedToken, chosen: Analysis, sentence: readonly AnalyzedToken[]): Analysis {
  if (chosen.upos === 'VERB' || chosen.upos === 'AUX' || token.kind !== 'word') return chosen;
  const infinitive = token.alternatives.find((a) => a.analysis.upos === 'VERB' && a.analysis.feats['VerbForm'] === 'Inf')?.analysis;
  if (!infinitive) return chosen;
  const at = sentence.indexOf(token);
  const modal = [sentence[at - 1], sentence[at + 1]].some((t) => t?.kind === 'word' && t.analysis.feats['VerbForm'] === 'Fin'
    && INFINITIVE_VERBS.has(normalizeLatin(t.analysis.lemma)));
  return modal ? infinitive : chosen;
}

const AGREEMENT_KEYS = ['Case', 'Number', 'Gender'] as const;
const agree = (a: Analysis, b: Analysis) => AGREEMENT_KEYS.every((k) => a.feats[k] === b.feats[k]);

/**
 * A participle or a determiner (in any case: `Tanta erat … virtus`) or an adjective in the nominative, in a
 * sentence with a form of `sum`, that agrees with no word of the sentence, takes the reading of its form that
 * agrees with a noun in the nominative (`Castra sunt … conlocata`: the neuter plural of castra, not a feminine
 * singular "una posta").
 */
export function agreeingPredicate(token: AnalyzedToken, chosen: Analysis, sentence: readonly AnalyzedToken[]): Analysis {
  const participle = chosen.upos === 'VERB' && chosen.feats['VerbForm'] === 'Part';
  // An adjective in another case belongs to its own phrase (`in Santonum fines`); a participle may be misread in any.
  if (!participle && chosen.upos !== 'DET' && (chosen.upos !== 'ADJ' || chosen.feats['Case'] !== 'Nom')) return chosen;
  if (!chosen.feats['Case']) return chosen;
  if (!sentence.some((t) => t.analysis.lemma === 'sum')) return chosen;
  const others = sentence.filter((t) => t !== token && t.kind === 'word');
  if (others.some((t) => NOMINAL.has(t.analysis.upos) && agree(t.analysis, chosen))) return chosen;
  const nouns = others.map((t) => t.analysis).filter((a) => (a.upos === 'NOUN' || a.upos === 'PROPN') && a.feats['Case'] === 'Nom');
  return token.alternatives.map((a) => a.analysis).find((a) => a.upos === chosen.upos && a.lemma === chosen.lemma
    && a.feats['VerbForm'] === chosen.feats['VerbForm'] && a.feats['Case'] === 'Nom' && nouns.some((n) => agree(n, a))) ?? chosen;
}

/**
 * A demonstrative read as a neuter plural standing alone ("queste cose") that agrees with no noun of the
 * sentence, while another reading of its form agrees with one, is that noun's (`Fuit ista … virtus`: ista
 * with virtus, not "queste cose").
 */
export function agreeingDemonstrative(token: AnalyzedToken, chosen: Analysis, sentence: readonly AnalyzedToken[]): Analysis {
  if (chosen.upos !== 'DET' || chosen.feats['Gender'] !== 'Neut' || chosen.feats['Number'] !== 'Plur' || !/^(hic|ille|iste)$/.test(chosen.lemma.toLowerCase())) return chosen;
  const nouns = sentence.filter((t) => t !== token && t.kind === 'word').map((t) => t.analysis).filter((a) => a.upos === 'NOUN' || a.upos === 'PROPN');
  if (nouns.some((n) => agree(n, chosen))) return chosen;
  return token.alternatives.map((a) => a.analysis).find((a) => a.lemma === chosen.lemma && a.upos === 'DET' && nouns.some((n) => agree(n, a))) ?? chosen;
}
