// The word card of a Greek reading when the analyzer gives none (decision 038). The Greek analyzer
// answers lemma, UD features and Italian meaning per token; the card the web app shows (WordCard, the
// same shape as Latin's) is built here from them with the school terms of ANALYSIS-STYLE.md. When the
// analyzer's token carries its own `card`, that card is used as it is and this module is not asked.
import type { WordCard } from '@versio/analyzer';

/** Said when the meanings hold nothing for the word (Latin says the same, latin/italian/labels.ts). */
export const MEANING_MISSING = 'significato non ancora disponibile';

const CASO: ReadonlyMap<string, string> = new Map([
  ['Nom', 'nominativo'], ['Gen', 'genitivo'], ['Dat', 'dativo'], ['Acc', 'accusativo'], ['Voc', 'vocativo'],
]);
const NUMERO: ReadonlyMap<string, string> = new Map([['Sing', 'singolare'], ['Plur', 'plurale'], ['Dual', 'duale']]);
const GENERE: ReadonlyMap<string, string> = new Map([['Masc', 'maschile'], ['Fem', 'femminile'], ['Neut', 'neutro']]);
const MODO: ReadonlyMap<string, string> = new Map([
  ['Ind', 'indicativo'], ['Sub', 'congiuntivo'], ['Opt', 'ottativo'], ['Imp', 'imperativo'],
]);
const DIATESI: ReadonlyMap<string, string> = new Map([['Act', 'attiva'], ['Mid', 'media'], ['Pass', 'passiva']]);
const GRADO: ReadonlyMap<string, string> = new Map([['Pos', 'positivo'], ['Cmp', 'comparativo'], ['Sup', 'superlativo']]);
const PERSONA: ReadonlyMap<string, string> = new Map([['1', '1ª'], ['2', '2ª'], ['3', '3ª']]);

/** The plain part-of-speech word of each UD tag: the first word of `pos` is what the filter chips show. */
const POS: ReadonlyMap<string, string> = new Map([
  ['NOUN', 'sostantivo'], ['PROPN', 'nome proprio'], ['ADJ', 'aggettivo'], ['VERB', 'verbo'], ['AUX', 'verbo'],
  ['PRON', 'pronome'], ['DET', 'pronome'], ['ADV', 'avverbio'], ['ADP', 'preposizione'],
  ['CCONJ', 'congiunzione coordinante'], ['SCONJ', 'congiunzione subordinante'], ['INTJ', 'interiezione'],
  ['NUM', 'numerale'], ['PART', 'particella'], ['PUNCT', 'punteggiatura'], ['SYM', 'simbolo'], ['X', 'parola sconosciuta'],
]);

/**
 * Greek tenses from UD Tense + Aspect as the Greek lexicon writes them (greek/lexicon/tags.ts): the
 * imperfect is Past+Imp, the aorist Past alone, the perfect Past+Perf, the future perfect Fut+Perf.
 */
export function labelGreekTense(tense: string | undefined, aspect: string | undefined): string | undefined {
  switch (tense) {
    case 'Pres': return 'presente';
    case 'Past': return aspect === 'Imp' ? 'imperfetto' : aspect === 'Perf' ? 'perfetto' : 'aoristo';
    case 'Pqp': return 'piuccheperfetto';
    case 'Fut': return aspect === 'Perf' ? 'futuro perfetto' : 'futuro';
    default: return undefined;
  }
}

/** `Case=Acc|Gender=Masc` → a Map of feature → value (a Map: the keys come from data, decision 024). */
export function readFeats(feats: string): Map<string, string> {
  const map = new Map<string, string>();
  if (feats === '_' || feats === '') return map;
  for (const pair of feats.split('|')) {
    const at = pair.indexOf('=');
    if (at > 0) map.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return map;
}

/** `Fem,Masc` → `maschile o femminile`: a form shared by genders says them all, in the grammars' order. */
function labelGender(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const genders = new Set(value.split(','));
  const labels = [...GENERE].filter(([gender]) => genders.has(gender)).map(([, label]) => label);
  if (labels.length === 0) return undefined;
  const last = labels.pop()!;
  return labels.length > 0 ? `${labels.join(', ')} o ${last}` : last;
}

function describePos(upos: string, lemma: string, feats: ReadonlyMap<string, string>, tense: string | undefined): string {
  if (upos === 'DET' && lemma === 'ὁ') return 'articolo';
  if (feats.get('VerbForm') === 'Part') return tense ? `participio ${tense}` : 'participio';
  return POS.get(upos) ?? 'parola';
}

/** What a reading of a Greek form is: lemma, UD part of speech and features, Italian meaning. */
export type GreekReading = {
  lemma: string;
  upos: string;
  feats: string;
  /** Italian senses of the lemma, `''` when none is known. */
  meaning: string;
  /** False for a form the lexicon does not know (its card says it is a guess). */
  known: boolean;
};

/** The card of one reading, in the shape of Latin's (core/card.ts); punctuation gets an empty meaning. */
export function toGreekCard(reading: GreekReading): WordCard {
  const feats = readFeats(reading.feats);
  const verbForm = feats.get('VerbForm');
  const tense = labelGreekTense(feats.get('Tense'), feats.get('Aspect'));
  const isPunct = reading.upos === 'PUNCT';
  const card: WordCard = {
    pos: describePos(reading.upos, reading.lemma, feats, tense),
    lemma: reading.lemma,
    significato: reading.meaning || (isPunct ? '' : MEANING_MISSING),
    cercaCome: reading.lemma,
    // The dictionary line ('λόγος, -ου, ὁ') is the Greek describer's: none rather than the lemma again.
    dizionario: '',
    incerto: !reading.known,
  };
  const lines: [keyof WordCard, string | undefined][] = [
    ['caso', CASO.get(feats.get('Case') ?? '')],
    ['numero', NUMERO.get(feats.get('Number') ?? '')],
    ['genere', labelGender(feats.get('Gender'))],
    ['modo', verbForm === 'Inf' ? 'infinito' : verbForm === 'Part' ? 'participio' : MODO.get(feats.get('Mood') ?? '')],
    ['tempo', tense],
    ['diatesi', DIATESI.get(feats.get('Voice') ?? '')],
    ['persona', PERSONA.get(feats.get('Person') ?? '')],
    ['grado', feats.get('Degree') === 'Pos' ? undefined : GRADO.get(feats.get('Degree') ?? '')],
  ];
  for (const [key, value] of lines) if (value) Object.assign(card, { [key]: value });
  return card;
}
