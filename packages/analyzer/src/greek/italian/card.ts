/**
 * The word card of a Greek reading (core/card.ts) in Italian school terms: part of speech, lemma and its
 * dictionary line, paradigm (declension, adjective class or conjugation), meaning, and the features as words.
 * Example: ἔπαυσε → `{ pos: 'verbo', paradigma: 'verbo in -ω', tempo: 'aoristo', altro: 'aoristo sigmatico', … }`.
 */
import type { WordCard } from '../../core/card';
import { parseFeats, type Feats } from '../../core/types';
import type { GreekAnalysis } from '../lexicon/index';
import { lsjEntryUrl, type GreekMeaning } from '../meanings';
import { displayLemma } from '../normalize';
import { italianizeName } from '../transliterate';
import { adjectiveLine, nounLine, OTHER_ROOT_AORISTS, verbLine } from '../paradigm/dictionary-line';
import type { GreekLemmaEntry } from '../paradigm/format';
import { adjectiveClass, aoristKind, isDeponent, nounClass, nounGenders, verbClass } from '../paradigm/labels';
import { caso, diatesi, genere, grado, GRAMMATICAL_SENSES, INGLESE, modo, numero, persona, POS, SIGNIFICATO_MANCANTE, tempo } from './terms';

const ARTICLE = 'ὁ';
const GENDER_WORDS: ReadonlyMap<string, string> = new Map([['masc', 'maschile'], ['fem', 'femminile'], ['neut', 'neutro']]);

function isVerb(analysis: GreekAnalysis): boolean {
  return analysis.upos === 'VERB' || analysis.upos === 'AUX';
}

/** `2ª declinazione (temi in -ο-), neutro`; `aggettivo della 1ª classe (a tre uscite)`; `verbo contratto in -έω`. */
export function paradigmaOf(analysis: GreekAnalysis, entry: GreekLemmaEntry | undefined): string | undefined {
  const lemma = displayLemma(analysis.lemma);
  if (analysis.upos === 'DET' && lemma === ARTICLE) return 'articolo';
  if (isVerb(analysis)) return verbClass(lemma);
  if (!entry) return undefined;
  if (analysis.upos === 'ADJ') return adjectiveClass(entry);
  if (analysis.upos !== 'NOUN' && analysis.upos !== 'PROPN') return undefined;
  const declension = nounClass(entry);
  const genders = nounGenders(entry).map((g) => GENDER_WORDS.get(g)!).join(' o ');
  return declension && genders ? `${declension}, ${genders}` : declension;
}

/** The dictionary line of the lemma, as its part of speech calls for; the lemma alone without paradigm data. */
export function dictionaryLineOf(analysis: GreekAnalysis, entry: GreekLemmaEntry | undefined): string {
  const lemma = displayLemma(analysis.lemma);
  if (!entry) return lemma;
  if (isVerb(analysis)) return verbLine(entry);
  if (analysis.upos === 'NOUN' || analysis.upos === 'PROPN') return nounLine(entry);
  if (analysis.upos === 'ADJ') return adjectiveLine(entry);
  return lemma;
}

function posOf(analysis: GreekAnalysis, feats: Feats): string {
  const lemma = displayLemma(analysis.lemma);
  if (analysis.upos === 'DET' && lemma === ARTICLE) return 'articolo';
  if (isVerb(analysis) && feats.VerbForm === 'Part') return ['participio', tempo(feats.Tense, feats.Aspect)].filter(Boolean).join(' ');
  if (isVerb(analysis) && isDeponent(lemma)) return 'verbo deponente';
  return POS.get(analysis.upos) ?? 'parola';
}

/** The meaning on the card: Italian; else a name's Italian form (Λύσανδρος: Lisandro) or a particle's use (ἄν); else LSJ's English, marked. */
function significatoOf(meaning: GreekMeaning | undefined, lemma: string): Pick<WordCard, 'significato' | 'meaningLanguage' | 'meaningLink'> {
  const link = meaning?.lsjId ? { meaningLink: lsjEntryUrl(meaning.lsjId) } : {};
  const isName = /^\p{Lu}/u.test(lemma);
  if (isName && (!meaning || meaning.language === 'en')) return { significato: italianizeName(lemma), ...link };
  const grammatical = GRAMMATICAL_SENSES.get(lemma);
  if (grammatical && (!meaning || meaning.language === 'en')) return { significato: grammatical, ...link };
  if (!meaning) return { significato: SIGNIFICATO_MANCANTE };
  if (meaning.language === 'en') return { significato: `${meaning.senses} ${INGLESE}`, meaningLanguage: 'en', ...link };
  return { significato: meaning.senses, ...link };
}

/** Per paradigm entry, per part of speech and lemma: the card's paradigm label and dictionary line (read once per lemma). */
const partsByEntry = new WeakMap<GreekLemmaEntry, Map<string, { paradigma: string | undefined; dizionario: string }>>();

function lemmaParts(analysis: GreekAnalysis, entry: GreekLemmaEntry | undefined, lemma: string): { paradigma: string | undefined; dizionario: string } {
  if (!entry) return { paradigma: paradigmaOf(analysis, entry), dizionario: lemma };
  let byReading = partsByEntry.get(entry);
  if (!byReading) partsByEntry.set(entry, (byReading = new Map()));
  const key = `${analysis.upos}\t${analysis.lemma}`;
  let parts = byReading.get(key);
  if (!parts) byReading.set(key, (parts = { paradigma: paradigmaOf(analysis, entry), dizionario: dictionaryLineOf(analysis, entry) }));
  return parts;
}

/** ἤνεγκα is a κ-aorist; the other aorists of another root (εἶδον, εἶπον, ἦλθον…) are second aorists. */
function aoristOfOtherRoot(aorist: string): string {
  return aorist.endsWith('κα') ? 'aoristo cappatico' : 'aoristo forte (2° aoristo)';
}

/** The card of one reading of `form`, with its lemma's paradigm entry (if known) and meaning. */
export function buildGreekCard(analysis: GreekAnalysis, entry: GreekLemmaEntry | undefined, meaning: GreekMeaning | undefined, uncertain: boolean): WordCard {
  const feats = parseFeats(analysis.feats);
  const lemma = displayLemma(analysis.lemma);
  const deponent = isVerb(analysis) && isDeponent(lemma);
  const isAorist = feats.Tense === 'Past' && feats.Aspect === undefined;
  // An aorist of another root (εἶδον under ὁράω) is a second aorist, and the student is told where to find it.
  const otherRoot = isAorist && isVerb(analysis) && feats.Voice !== 'Pass' ? OTHER_ROOT_AORISTS.get(lemma) : undefined;
  const aorist = otherRoot ? aoristOfOtherRoot(otherRoot) : isAorist && entry && isVerb(analysis) ? aoristKind(entry, feats.Voice === 'Pass' ? 'Pass' : 'Act') : undefined;
  const significato = significatoOf(meaning, lemma);
  const { paradigma, dizionario } = lemmaParts(analysis, entry, lemma);
  // Absent features are left out, not written as undefined, so that the card's JSON has only what it says; the keys
  // are added in the card's order (an object built whole, not emptied of keys afterwards, stays quick to read).
  const card = { pos: posOf(analysis, feats), lemma } as WordCard;
  if (paradigma !== undefined) card.paradigma = paradigma;
  if (significato.significato !== undefined) card.significato = significato.significato;
  if (significato.meaningLanguage !== undefined) card.meaningLanguage = significato.meaningLanguage;
  if (significato.meaningLink !== undefined) card.meaningLink = significato.meaningLink;
  const person = persona(feats.Person);
  if (person !== undefined) card.persona = person;
  const case_ = caso(feats.Case);
  if (case_ !== undefined) card.caso = case_;
  const number = numero(feats.Number);
  if (number !== undefined) card.numero = number;
  const gender = genere(feats.Gender);
  if (gender !== undefined) card.genere = gender;
  const tense = tempo(feats.Tense, feats.Aspect);
  if (tense !== undefined) card.tempo = tense;
  const mood = modo(feats.Mood, feats.VerbForm);
  if (mood !== undefined) card.modo = mood;
  const voice = diatesi(feats.Voice, feats.Tense, feats.Aspect, deponent);
  if (voice !== undefined) card.diatesi = voice;
  const degree = feats.Degree === 'Pos' ? undefined : grado(feats.Degree);
  if (degree !== undefined) card.grado = degree;
  if (aorist !== undefined) card.altro = aorist;
  card.cercaCome = lemma;
  if (otherRoot) card.cercaComeNota = `l'aoristo ${otherRoot} si trova sotto ${lemma}`;
  card.dizionario = dizionario;
  card.incerto = uncertain;
  return card;
}
