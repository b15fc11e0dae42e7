/**
 * UD PROIEL's lemma of an adverb in -ως: the adverb itself (ταχέως, εὐθέως, ἄλλως, μεγάλως), where the lexicon, after
 * Morpheus, files it under its adjective (ταχύς, εὐθύς, ἄλλος, μέγας) and training's lemma tables, keyed by that
 * lemma, keep the adjective (decision 133). Only for a form written with its accents (the lemma is the form), in lower
 * case but for its first letter, that starts as the adjective does (not a crasis: κἄλλως keeps ἄλλος), and an
 * adjective's lemma (-ος, -ης, -υς, -ας, -ων, -ους): οὕτως → οὕτω(ς) and ὅκως → ὅπως keep their own.
 * Example: `proielAdverbLemma('ταχέως', 'ταχύς', 'ADV', '_')` → `ταχέως`.
 */
import { plainSpelling } from './training';

/** -ως, -ώς, -ὼς, -ῶς, written apart (NFD). */
const ADVERB_ENDING = /ω[\u0300\u0301\u0342]?ς$/u;
const ADJECTIVE_LEMMA = /(?:[οη]ς|[υα]ς|ων|ους)$/u;
const ACCENTS = /[\u0301\u0300\u0342]/u;

/** The lemma UD PROIEL writes for a reading of the form (`lemma` where it is not an adverb in -ως filed under its adjective). */
export function proielAdverbLemma(form: string | undefined, lemma: string, upos: string, feats: string): string {
  if (form === undefined || upos !== 'ADV' || feats.includes('Degree=')) return lemma;
  const word = form.normalize('NFC');
  const first = word.slice(0, 1);
  const rest = word.slice(1);
  // The ending is read in lower case: a form in capitals (ΕΥΘΈΩΣ, no breathing) keeps its lemma.
  if (!ADVERB_ENDING.test(rest.normalize('NFD')) || !ACCENTS.test(word.normalize('NFD'))) return lemma;
  const plainLemma = plainSpelling(lemma).toLowerCase();
  if (!ADJECTIVE_LEMMA.test(plainLemma) || plainSpelling(word).toLowerCase().slice(0, 2) !== plainLemma.slice(0, 2)) return lemma;
  // The capital of a sentence's first word is not the lemma's; the capital of a proper adjective's lemma is (Ἰουδαϊκῶς).
  const lemmaFirst = lemma.normalize('NFC').slice(0, 1);
  const adverb = (lemmaFirst === lemmaFirst.toLowerCase() ? first.toLowerCase() : first) + rest;
  // An ultima's grave is the acute of the word standing alone.
  return adverb.normalize('NFD').replace(/\u0300/gu, '\u0301').normalize('NFC');
}

/**
 * UD PROIEL's τάχιστα (ὡς τάχιστα, ἐπείτε τάχιστα: "as soon as"): the superlative of the adverb ταχέως (5 of the 7 in
 * its dev file), where the lexicon has only the adjective's neuter plural (ταχύς); decision 135.
 * Example: `proielSuperlativeAdverb({ form: 'τάχιστα', lemma: 'ταχύς', upos: 'ADJ', feats: 'Case=Acc|Degree=Sup|…' })`
 * → ταχέως ADV `Degree=Sup`.
 */
export function proielSuperlativeAdverb<R extends { form?: string; lemma: string; upos: string; feats: string; treebankUpos?: string }>(reading: R): R {
  if (reading.form?.toLowerCase() !== 'τάχιστα' || reading.upos !== 'ADJ' || reading.lemma !== 'ταχύς') return reading;
  const adverb: R = { ...reading, lemma: 'ταχέως', upos: 'ADV', feats: 'Degree=Sup' };
  delete adverb.treebankUpos;
  return adverb;
}
