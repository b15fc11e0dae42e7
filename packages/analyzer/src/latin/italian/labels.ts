/**
 * Italian school terms for the UD features and parts of speech of Latin (docs ANALYSIS-STYLE.md, "Terms").
 * Pure tables: the card builder (describe.ts) composes them. Tables looked up by a string are Maps
 * (docs/decisions/024-prototype-free-lookups.md).
 */
import type { Upos } from '../../core/types';

export const CASO: ReadonlyMap<string, string> = new Map(Object.entries({
  Nom: 'nominativo', Gen: 'genitivo', Dat: 'dativo', Acc: 'accusativo', Voc: 'vocativo', Abl: 'ablativo', Loc: 'locativo',
}));

export const NUMERO: ReadonlyMap<string, string> = new Map(Object.entries({ Sing: 'singolare', Plur: 'plurale', Dual: 'duale' }));

export const GENERE: ReadonlyMap<string, string> = new Map(Object.entries({ Masc: 'maschile', Fem: 'femminile', Neut: 'neutro' }));

/** Finite moods (Mood) and non-finite forms (VerbForm other than Fin). */
export const MODO: ReadonlyMap<string, string> = new Map(Object.entries({
  Ind: 'indicativo', Sub: 'congiuntivo', Imp: 'imperativo', Opt: 'ottativo',
  Inf: 'infinito', Part: 'participio', Ger: 'gerundio', Gdv: 'gerundivo', Sup: 'supino',
}));

export const PERSONA: ReadonlyMap<string, string> = new Map(Object.entries({ '1': '1ª', '2': '2ª', '3': '3ª' }));

export const GRADO: ReadonlyMap<string, string> = new Map(Object.entries({ Pos: 'positivo', Cmp: 'comparativo', Sup: 'superlativo' }));

export const DIATESI: ReadonlyMap<string, string> = new Map(Object.entries({
  Act: 'attiva', Pass: 'passiva', Mid: 'media', MidPass: 'medio-passiva',
}));
export const DIATESI_DEPONENTE = 'deponente';
export const FORMA_DEPONENTE = 'forma passiva, significato attivo';

/**
 * Latin tense from UD Tense + Aspect: imperfect = Past+Imp, perfect = Past+Perf, future perfect = Fut+Perf.
 * Non-finite forms (participles, infinitives) have no "semplice"/"anteriore": `futuro`, `perfetto`.
 */
export function labelLatinTense(tense: string | undefined, aspect: string | undefined, finite: boolean): string | undefined {
  switch (tense) {
    case 'Pres': return 'presente';
    case 'Past': return aspect === 'Imp' ? 'imperfetto' : 'perfetto';
    case 'Pqp': return 'piuccheperfetto';
    case 'Fut':
      if (aspect === 'Perf') return 'futuro anteriore';
      return finite ? 'futuro semplice' : 'futuro';
    default: return undefined;
  }
}

/** Participle names by tense: `participio perfetto`. */
export const PARTICIPIO: ReadonlyMap<string, string> = new Map(Object.entries({
  Pres: 'participio presente', Past: 'participio perfetto', Fut: 'participio futuro',
}));

/** Pronoun kinds (PronType) as Italian grammars name them. */
export const TIPO_PRONOME: ReadonlyMap<string, string> = new Map(Object.entries({
  Prs: 'personale', Dem: 'dimostrativo', Rel: 'relativo', Int: 'interrogativo', Ind: 'indefinito', Tot: 'indefinito',
  Neg: 'indefinito negativo', Emp: 'determinativo', Rcp: 'reciproco', Exc: 'esclamativo',
}));

export const TIPO_NUMERALE: ReadonlyMap<string, string> = new Map(Object.entries({
  Card: 'cardinale', Ord: 'ordinale', Dist: 'distributivo', Mult: 'moltiplicativo',
}));

/** The plain part-of-speech word for each UD tag: the first word of every card's `pos`. */
export const POS: Readonly<Record<Upos, string>> = {
  NOUN: 'sostantivo', PROPN: 'nome proprio', ADJ: 'aggettivo', VERB: 'verbo', AUX: 'verbo', PRON: 'pronome',
  DET: 'pronome', ADV: 'avverbio', ADP: 'preposizione', CCONJ: 'congiunzione coordinante',
  SCONJ: 'congiunzione subordinante', INTJ: 'interiezione', NUM: 'numerale', PART: 'particella',
  PUNCT: 'punteggiatura', SYM: 'simbolo', X: 'parola straniera',
};

export const POS_VERBO_DEPONENTE = 'verbo deponente';
export const POS_VERBO_ANOMALO = 'verbo anomalo';
export const POS_CONGIUNZIONE_ENCLITICA = 'congiunzione enclitica';
export const POS_PARTICELLA_INTERROGATIVA = 'particella interrogativa enclitica';
export const POS_AGGETTIVO_POSSESSIVO = 'aggettivo possessivo';

export const PLURALE_TANTUM = 'plurale tantum';
export const PREPOSIZIONE_POSPOSTA = 'posposta al pronome (enclitica)';
export const ABLATIVO_ASSOLUTO = 'ablativo assoluto';
export const SIGNIFICATO_MANCANTE = 'significato non ancora disponibile';

/** Meanings of the enclitic particles, whatever the lexicon says of the homographs (`ne` "non", `ue`). */
export const SIGNIFICATO_ENCLITICO: ReadonlyMap<string, string> = new Map(Object.entries({
  que: 'e', ue: 'o, oppure', ve: 'o, oppure', ne: 'introduce una domanda (forse che…?)',
}));

/** Adjective classes get the number of endings from their dictionary line: `fortis, forte` → `a due uscite`. */
export const USCITE: Readonly<Record<number, string>> = { 1: 'a una uscita', 2: 'a due uscite', 3: 'a tre uscite' };

/** Names of the principal parts in a dictionary line, for the "Cerca come" note. */
export const PARTE_PRINCIPALE = { perfetto: 'il perfetto', supino: 'il supino' } as const;
