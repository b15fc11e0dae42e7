/**
 * The indefinite τις against the interrogative τίς by the edition's accents. The lexicon cannot tell them apart in
 * τι, τις, τινος, τινα (unaccented: its accent-free index holds τί, τίς, τίνος beside them) or τὶς, τὶ (a grave is
 * keyed as an acute): the tagger gives both the same tags and the chooser the more frequent lemma, τίς. An accented
 * text writes the enclitic indefinite without an accent of its own, or with a grave where it keeps one (τινὰ, τὶς in
 * some editions), while the interrogative always keeps its acute (τίς, τί, τίνος). So in a sentence whose other words
 * carry accents (or itself a grave), a τις form with no acute or circumflex is the indefinite. A sentence typed
 * without accents says nothing: its τις may be either, and the tagger's choice stands.
 * Example: `isEncliticSpelling('τι')` → true, `isEncliticSpelling('τί')` → false.
 */
import { displayLemma } from '../normalize';

/** The lemmas: the interrogative and the indefinite. */
export const INTERROGATIVE_LEMMA = 'τίς';
export const INDEFINITE_LEMMA = 'τις';

const ACUTE_OR_CIRCUMFLEX = /[\u0301\u0342]/u;
const ANY_ACCENT = /[\u0300\u0301\u0342]/u;

/** True when the form carries no acute or circumflex (unaccented, or a grave alone): how editions write an enclitic. */
export function isEncliticSpelling(form: string): boolean {
  return !ACUTE_OR_CIRCUMFLEX.test(form.normalize('NFD'));
}

/** True when the form carries an accent (acute, grave or circumflex). */
export function hasAccent(form: string): boolean {
  return ANY_ACCENT.test(form.normalize('NFD'));
}

/** True when some word of the sentence carries an accent: the text is accented. */
export function isAccentedSentence(forms: readonly string[]): boolean {
  return forms.some(hasAccent);
}

/**
 * True when a word read as the interrogative (its lemma, or the treebank lemma written for it) is written as an
 * enclitic in an accented sentence (`forms`, the word at `index`): it is the indefinite.
 */
export function readsAsIndefinite(forms: readonly string[], index: number, lemma: string, treebankLemma: string | undefined): boolean {
  if (displayLemma(lemma) !== INTERROGATIVE_LEMMA && treebankLemma !== INTERROGATIVE_LEMMA) return false;
  return isEncliticSpelling(forms[index]!) && isAccentedSentence(forms);
}
