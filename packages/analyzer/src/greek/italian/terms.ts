/**
 * Italian school terms for the UD features of Greek (docs ANALYSIS-STYLE.md, "Terms"). The lexicon's
 * tenses follow UD Ancient Greek with Versio's perfect (lexicon/tags.ts): imperfect `Tense=Past|Aspect=Imp`,
 * aorist `Tense=Past`, perfect `Tense=Past|Aspect=Perf`, pluperfect `Tense=Pqp`, future perfect
 * `Tense=Fut|Aspect=Perf`. Lookups keyed by feature values are Maps (decision 024).
 */
import type { Upos } from '../../core/types';

const CASO: ReadonlyMap<string, string> = new Map([['Nom', 'nominativo'], ['Gen', 'genitivo'], ['Dat', 'dativo'], ['Acc', 'accusativo'], ['Voc', 'vocativo']]);
const NUMERO: ReadonlyMap<string, string> = new Map([['Sing', 'singolare'], ['Plur', 'plurale'], ['Dual', 'duale']]);
const GENERE: ReadonlyMap<string, string> = new Map([['Masc', 'maschile'], ['Fem', 'femminile'], ['Neut', 'neutro']]);
const MODO: ReadonlyMap<string, string> = new Map([['Ind', 'indicativo'], ['Sub', 'congiuntivo'], ['Opt', 'ottativo'], ['Imp', 'imperativo']]);
const PERSONA: ReadonlyMap<string, string> = new Map([['1', '1ª'], ['2', '2ª'], ['3', '3ª']]);
const GRADO: ReadonlyMap<string, string> = new Map([['Pos', 'positivo'], ['Cmp', 'comparativo'], ['Sup', 'superlativo']]);

/** `Nom` → `nominativo`; several values (`Nom,Acc`) → `nominativo o accusativo`. */
function list(table: ReadonlyMap<string, string>, value: string | undefined): string | undefined {
  if (!value) return undefined;
  const words = value.split(',').map((v) => table.get(v)).filter((w): w is string => w !== undefined);
  return words.length > 0 ? words.join(' o ') : undefined;
}

export const caso = (value: string | undefined) => list(CASO, value);
export const numero = (value: string | undefined) => list(NUMERO, value);
/**
 * The gender, as school grammars name the genders a form serves: in their order, `maschile e femminile`,
 * `maschile, femminile e neutro` (a form of several genders is one form of each, not a doubt between them).
 */
export function genere(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const words = [...GENERE].filter(([key]) => value.split(',').includes(key)).map(([, word]) => word);
  if (words.length <= 1) return words[0];
  return `${words.slice(0, -1).join(', ')} e ${words[words.length - 1]}`;
}
export const persona = (value: string | undefined) => list(PERSONA, value);
export const grado = (value: string | undefined) => list(GRADO, value);

/** The mood, or the nominal form: `indicativo`, `infinito`, `participio`. */
export function modo(mood: string | undefined, verbForm: string | undefined): string | undefined {
  if (verbForm === 'Inf') return 'infinito';
  if (verbForm === 'Part') return 'participio';
  return list(MODO, mood);
}

/** The Greek tense: `presente`, `imperfetto`, `futuro`, `aoristo`, `perfetto`, `piuccheperfetto`, `futuro perfetto`. */
export function tempo(tense: string | undefined, aspect: string | undefined): string | undefined {
  switch (tense) {
    case 'Pres': return 'presente';
    case 'Past': return aspect === 'Imp' ? 'imperfetto' : aspect === 'Perf' ? 'perfetto' : 'aoristo';
    case 'Pqp': return 'piuccheperfetto';
    case 'Fut': return aspect === 'Perf' ? 'futuro perfetto' : 'futuro';
    default: return undefined;
  }
}

/**
 * The voice. Present, imperfect, perfect and pluperfect have one form for middle and passive: `medio-passiva`.
 * A deponent verb's middle or passive forms are `deponente`.
 */
export function diatesi(voice: string | undefined, tense: string | undefined, aspect: string | undefined, deponent: boolean): string | undefined {
  if (!voice) return undefined;
  if (voice === 'Act') return 'attiva';
  if (deponent) return 'deponente';
  const sharedForms = tense === 'Pres' || tense === 'Pqp' || (tense === 'Past' && (aspect === 'Imp' || aspect === 'Perf'));
  if (sharedForms) return 'medio-passiva';
  return voice === 'Pass' ? 'passiva' : 'media';
}

/** The plain part-of-speech word of each UD tag: the first word of every card's `pos`. */
export const POS: ReadonlyMap<Upos, string> = new Map<Upos, string>([
  ['NOUN', 'sostantivo'], ['PROPN', 'nome proprio'], ['ADJ', 'aggettivo'], ['VERB', 'verbo'], ['AUX', 'verbo'], ['PRON', 'pronome'],
  ['DET', 'pronome'], ['ADV', 'avverbio'], ['ADP', 'preposizione'], ['CCONJ', 'congiunzione coordinante'],
  ['SCONJ', 'congiunzione subordinante'], ['INTJ', 'interiezione'], ['NUM', 'numerale'], ['PART', 'particella'],
  ['PUNCT', 'punteggiatura'], ['SYM', 'simbolo'], ['X', 'parola non riconosciuta'],
]);

export const SIGNIFICATO_MANCANTE = 'significato non ancora disponibile';
/** Appended to an English meaning: the card says which language it is in. */
export const INGLESE = '(inglese)';

/**
 * What a card says of words whose sense is grammatical, where no Italian meaning exists: shown on the card
 * only, never given to the translator (which renders them by its own rules).
 */
export const GRAMMATICAL_SENSES: ReadonlyMap<string, string> = new Map([
  ['ἄν', "particella modale: potenziale con l'ottativo, irreale con l'indicativo storico, eventuale con il congiuntivo"],
]);
