/**
 * The reading a student is shown, from the one the tagger chose (tagger/choose.ts), where the treebanks file a word
 * otherwise than Italian school grammars teach it:
 *   - νεώτερος is the comparative of νέος and κάλλιστος the superlative of καλός: a treebank may file a comparative
 *     or superlative under its own lemma without a degree; when the lexicon also offers the same form as a degree of
 *     another lemma, in the same part of speech, the card shows that reading;
 *   - an adjective whose form has a superlative (-ιστ-, -τατ-) or comparative (-τερ-) suffix its lemma lacks is that
 *     degree, though the lexicon gave the reading none (κάλλιστος, μεγίστη, πρεσβυτέρων under καλός, μέγας, πρέσβυς);
 *   - ἀλλά is a conjunction: AGDT makes it an adverb at times (the tagger follows); the card shows the conjunction,
 *     the CoNLL-U output keeps the treebank's part of speech (`treebankUpos`);
 *   - a personal pronoun has its person and, for the first and second, both genders, as the lexicon gives most readings
 *     of ἐγώ (some of σύ lack them: σου, σε): ἐγώ, ἡμεῖς first; σύ, ὑμεῖς second; third ἑαυτοῦ, σφεῖς, οὗ, and αὐτός
 *     in the oblique cases (αὐτοῦ, αὐτῷ, αὐτόν "di lui, a lui, lui"), unless it follows the article (τοῦ αὐτοῦ "dello
 *     stesso") — not the nominative, "stesso" in classical Greek.
 */
import type { GreekAnalysis } from '../lexicon/index';
import { variantOf } from '../lexicon/variant';
import { displayLemma, greekBareKey } from '../normalize';

function withoutDegree(feats: string): string {
  return feats.split('|').filter((f) => !f.startsWith('Degree=')).join('|');
}

/** The degree of a comparative or superlative filed under its own lemma, from the lexicon's reading under its positive (νεώτερος: νέος). */
function asSchoolDegree(chosen: GreekAnalysis, list: readonly GreekAnalysis[]): GreekAnalysis {
  if (/Degree=/.test(chosen.feats) || !/(τερος|τατος|τερον|τατον|τέρα|τάτη)$/.test(chosen.lemma)) return chosen;
  return list.find((a) => a.upos === chosen.upos && /Degree=(Cmp|Sup)/.test(a.feats) && withoutDegree(a.feats) === chosen.feats) ?? chosen;
}

const SUPERLATIVE = /ιστ|τατ/u;
const COMPARATIVE = /τερ/u;

/** The degree an adjective's form shows by a suffix its lemma does not have (κάλλιστος, καλός: `Sup`), if any. */
export function degreeOfForm(form: string, lemma: string): 'Sup' | 'Cmp' | undefined {
  const bareForm = greekBareKey(form);
  const bareLemma = greekBareKey(displayLemma(lemma));
  if (SUPERLATIVE.test(bareForm) && !SUPERLATIVE.test(bareLemma)) return 'Sup';
  if (COMPARATIVE.test(bareForm) && !COMPARATIVE.test(bareLemma)) return 'Cmp';
  return undefined;
}

function withFormDegree(form: string, chosen: GreekAnalysis): GreekAnalysis {
  if (chosen.upos !== 'ADJ' || /Degree=/.test(chosen.feats)) return chosen;
  const degree = degreeOfForm(form, chosen.lemma);
  if (!degree) return chosen;
  return variantOf(chosen, { feats: withFeatures(chosen.feats, [`Degree=${degree}`]) });
}

/** Lemmas whose part of speech on the card is always the school grammars' one. */
const SCHOOL_UPOS: ReadonlyMap<string, GreekAnalysis['upos']> = new Map([['ἀλλά', 'CCONJ']]);

function withSchoolUpos(chosen: GreekAnalysis, list: readonly GreekAnalysis[]): GreekAnalysis {
  const upos = SCHOOL_UPOS.get(displayLemma(chosen.lemma));
  if (!upos || chosen.upos === upos) return chosen;
  const school = list.find((a) => a.upos === upos && displayLemma(a.lemma) === displayLemma(chosen.lemma));
  if (!school) return chosen;
  return variantOf(school, chosen.treebankLemma !== undefined ? { treebankUpos: chosen.upos, treebankLemma: chosen.treebankLemma } : { treebankUpos: chosen.upos });
}

/** The reading shown for a word `form` whose chosen reading is `chosen`, of the form's readings `list`. */
export function schoolReading(form: string, chosen: GreekAnalysis, list: readonly GreekAnalysis[]): GreekAnalysis {
  return withSchoolUpos(withFormDegree(form, asSchoolDegree(chosen, list)), list);
}

const THIRD_PERSON: ReadonlySet<string> = new Set(['ἑαυτοῦ', 'σφεῖς', 'οὗ']);
const FIRST_AND_SECOND: ReadonlyMap<string, string> = new Map([['ἐγώ', '1'], ['ἡμεῖς', '1'], ['σύ', '2'], ['ὑμεῖς', '2']]);
const OBLIQUE = /(^|\|)Case=(Gen|Dat|Acc)(\||$)/u;
const withPerson = new WeakMap<GreekAnalysis, GreekAnalysis>();

function withFeatures(feats: string, added: readonly string[]): string {
  return [...(feats === '_' ? [] : feats.split('|')), ...added].sort().join('|');
}

/** A personal pronoun with its person and gender (see above); `afterArticle`: the word before it is the article. */
export function asPersonalPronoun(reading: GreekAnalysis, afterArticle: boolean): GreekAnalysis {
  if (reading.upos !== 'PRON') return reading;
  const lemma = displayLemma(reading.lemma);
  const firstOrSecond = FIRST_AND_SECOND.get(lemma);
  const added: string[] = [];
  if (firstOrSecond) {
    if (!reading.feats.includes('Gender=')) added.push('Gender=Fem,Masc');
    if (!reading.feats.includes('Person=')) added.push(`Person=${firstOrSecond}`);
  } else if (!reading.feats.includes('Person=') && (THIRD_PERSON.has(lemma) || (lemma === 'αὐτός' && !afterArticle && OBLIQUE.test(reading.feats)))) {
    added.push('Person=3');
  }
  if (added.length === 0) return reading;
  let out = withPerson.get(reading);
  if (!out) withPerson.set(reading, (out = variantOf(reading, { feats: withFeatures(reading.feats, added) })));
  return out;
}

/** True for the lemma of a pronoun given the third person here (the treebanks' conventions may leave it out). */
export function isSchoolThirdPerson(lemma: string): boolean {
  return THIRD_PERSON.has(lemma) || lemma === 'αὐτός';
}

/** True for a reading of the article. */
export function isArticle(reading: GreekAnalysis | undefined): boolean {
  return reading !== undefined && reading.upos === 'DET' && reading.lemma === 'ὁ';
}
