/**
 * The card measure (decision 039): a word's card is right when everything a student reads on it that comes
 * from the analysis is right: the lemma, the part of speech as the card names it, and each grammatical field
 * (caso, numero, genere, modo, tempo, persona, diatesi, grado). Fields are compared as the card shows them
 * (italian/describe.ts and labels.ts), so differences the student cannot see do not count: DET and PRON are
 * both "pronome", AUX and VERB both "verbo", Tense=Past|Aspect=Imp is "imperfetto" whatever the treebank
 * wrote, a deponent's Voice is not shown ("forma passiva, significato attivo"), Degree=Pos is not shown.
 * Punctuation has no card and is not counted.
 */
import { parseFeats, type Feats } from '../../src/core/types';
import { CASO, DIATESI, GENERE, GRADO, MODO, NUMERO, PERSONA, POS, TIPO_NUMERALE, TIPO_PRONOME, labelLatinTense } from '../../src/latin/italian/labels';
import { lemmaMatchKey } from '../../src/latin/ud/lemma';
import { normalizeLatinFeats } from '../../src/latin/ud/normalize';

export interface ScoredWord {
  lemma: string;
  upos: string;
  /** UD features, `Case=Acc|Number=Sing` or `_`. */
  feats: string;
}

/** The card fields compared, in the order errors are reported. */
export const CARD_FIELDS = ['pos', 'lemma', 'caso', 'numero', 'genere', 'modo', 'tempo', 'persona', 'diatesi', 'grado'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

const NON_FINITE = new Set(['Part', 'Ger', 'Gdv', 'Sup']);

function label(table: ReadonlyMap<string, string>, value: string | undefined): string {
  if (value === undefined) return '';
  return value.split(',').map((v) => table.get(v) ?? v).join(' o ');
}

/** The part of speech as the card's first words name it: `pronome relativo`, `participio perfetto`, `numerale cardinale`. */
function posLabel(upos: string, lemma: string, f: Feats): string {
  const base = POS[upos as keyof typeof POS] ?? upos;
  if (upos === 'VERB' || upos === 'AUX') {
    if (f.VerbForm && NON_FINITE.has(f.VerbForm)) return `${base} ${label(MODO, f.VerbForm)}${f.VerbForm === 'Part' ? ` ${f.Tense ?? ''}` : ''}`;
    return base;
  }
  if (upos === 'PRON' || upos === 'DET') {
    if (f.Poss === 'Yes') return 'aggettivo possessivo';
    if (f.Reflex === 'Yes') return 'pronome riflessivo';
    // Italian grammars call is, ea, id determinativo whatever its PronType (describe.ts).
    return `${base} ${lemma === 'is' ? 'determinativo' : label(TIPO_PRONOME, f.PronType)}`;
  }
  if (upos === 'NUM') return `${base} ${label(TIPO_NUMERALE, f.NumType)}`;
  return base;
}

/**
 * What the card of a word shows of its analysis, field by field. `deponent` says whether the lemma is a
 * deponent verb (its voice is then not shown). Features are first brought to Versio's canonical set.
 */
export function cardFields(word: ScoredWord, deponent = false): Map<CardField, string> {
  const f = normalizeLatinFeats(parseFeats(word.feats), 'versio');
  const verbal = word.upos === 'VERB' || word.upos === 'AUX';
  const nonFinite = f.VerbForm !== undefined && NON_FINITE.has(f.VerbForm);
  const out = new Map<CardField, string>();
  out.set('pos', posLabel(word.upos, lemmaMatchKey(word.lemma), f));
  out.set('lemma', lemmaMatchKey(word.lemma));
  out.set('caso', label(CASO, f.Case));
  out.set('numero', label(NUMERO, f.Number));
  out.set('genere', label(GENERE, f.Gender));
  out.set('modo', nonFinite ? '' : f.VerbForm === 'Inf' ? 'infinito' : label(MODO, f.Mood));
  out.set('tempo', nonFinite ? '' : labelLatinTense(f.Tense, f.Aspect, f.VerbForm === undefined || f.VerbForm === 'Fin') ?? '');
  out.set('persona', label(PERSONA, f.Person));
  out.set('diatesi', verbal && deponent ? '' : label(DIATESI, f.Voice));
  out.set('grado', f.Degree && f.Degree !== 'Pos' ? label(GRADO, f.Degree) : '');
  return out;
}

/** The fields in which the predicted card differs from the gold one (empty: the card is right). */
export function cardErrors(gold: ScoredWord, predicted: ScoredWord, deponent = false): CardField[] {
  const g = cardFields(gold, deponent);
  const p = cardFields(predicted, deponent);
  return CARD_FIELDS.filter((k) => g.get(k) !== p.get(k));
}

/** True for the rows that have a card (everything but punctuation). */
export function hasCard(word: Pick<ScoredWord, 'upos'>): boolean {
  return word.upos !== 'PUNCT';
}
