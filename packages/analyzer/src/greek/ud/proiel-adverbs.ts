/**
 * UD PROIEL's lemma of an adverb in -ως: the adverb itself (ταχέως, εὐθέως, ἄλλως, μεγάλως), where the lexicon, after
 * Morpheus, files it under its adjective (ταχύς, εὐθύς, ἄλλος, μέγας) and training's lemma tables, keyed by that
 * lemma, keep the adjective (decision 133). Only for a form written with its accents (the lemma is the form) and an
 * adjective's lemma (-ος, -ης, -υς, -ας, -ων): οὕτως → οὕτω(ς) and ὅκως → ὅπως keep their own.
 * Example: `proielAdverbLemma('ταχέως', 'ταχύς', 'ADV', '_')` → `ταχέως`.
 */
const ADVERB_ENDING = /[ωώῶ]ς$/u;
const ADJECTIVE_LEMMA = /(?:[οη]ς|[υα]ς|ων|ους)$/u;
const ACCENTS = /[\u0301\u0300\u0342]/u;

function plainEnding(word: string, n: number): string {
  return word.normalize('NFD').replace(/[\u0300-\u036f]/gu, '').slice(-n);
}

/** The lemma UD PROIEL writes for a reading of the form (`lemma` where it is not an adverb in -ως filed under its adjective). */
export function proielAdverbLemma(form: string | undefined, lemma: string, upos: string, feats: string): string {
  if (form === undefined || upos !== 'ADV' || feats.includes('Degree=')) return lemma;
  const word = form.toLowerCase();
  if (!ADVERB_ENDING.test(word) || !ACCENTS.test(word.normalize('NFD')) || !ADJECTIVE_LEMMA.test(plainEnding(lemma, 3))) return lemma;
  // An ultima's grave is the acute of the word standing alone.
  return word.normalize('NFD').replace(/\u0300/gu, '\u0301').normalize('NFC');
}
