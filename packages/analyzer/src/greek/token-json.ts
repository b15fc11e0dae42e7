/**
 * The JSON the text CLI prints for Greek tokens (`--lang grc --input text --output json`): per token its reading
 * (form, lemma, upos, feats), the card's main fields at the top level as for Latin — `pos`, `paradigma`,
 * `significato`, `persona` — `incerto` for a reading guessed from the ending, `accentato` for a word typed without
 * accents (its accented spelling), and the alternatives. The card's fields come from the describer's card when
 * the token has one, else from the reading (a plain part-of-speech word, the person, the meaning). At most
 * MAX_ALTERNATIVES alternatives are printed (the article alone has thirty readings). A token's JSON after its
 * offsets depends only on its form and reading: it is built once per pair and copied for every repetition.
 */
import type { WordCard } from '../core/card';
import { parseFeats } from '../core/types';
import type { GreekToken } from './italian/describe';

const POS: ReadonlyMap<string, string> = new Map(Object.entries({
  NOUN: 'sostantivo', PROPN: 'nome proprio', VERB: 'verbo', AUX: 'verbo', ADJ: 'aggettivo', ADV: 'avverbio', PRON: 'pronome',
  DET: 'aggettivo determinativo', ADP: 'preposizione', CCONJ: 'congiunzione', SCONJ: 'congiunzione subordinante', PART: 'particella',
  NUM: 'numerale', INTJ: 'interiezione', PUNCT: 'punteggiatura', X: 'parola sconosciuta',
}));

/** The plain Italian word for a reading's part of speech (`articolo`, `participio`, `infinito`, `sostantivo`…). */
export function italianPos(lemma: string, upos: string, feats: string): string {
  const f = parseFeats(feats);
  if (upos === 'DET' && lemma === 'ὁ') return 'articolo';
  if (f.VerbForm === 'Part') return 'participio';
  if (f.VerbForm === 'Inf') return 'infinito';
  return POS.get(upos) ?? 'parola';
}

export const MAX_ALTERNATIVES = 8;

interface GreekJsonToken {
  form: string;
  start: number;
  end: number;
  wordIndex: number;
  lemma: string;
  upos: string;
  feats: string;
  pos: string;
  paradigma: string | null;
  significato: string;
  persona: string | null;
  incerto: boolean;
  accentato?: string;
  card?: Partial<WordCard>;
  alternatives: { lemma: string; upos: string; feats: string }[];
}

export function greekTokenJson(t: GreekToken): GreekJsonToken {
  const card = (t as GreekToken & { card?: Partial<WordCard> }).card;
  const person = parseFeats(t.feats).Person;
  const out: GreekJsonToken = {
    form: t.form, start: t.start, end: t.end, wordIndex: t.wordIndex, lemma: t.lemma, upos: t.upos, feats: t.feats,
    pos: card?.pos ?? italianPos(t.lemma, t.upos, t.feats),
    paradigma: card?.paradigma ?? null,
    significato: card?.significato ?? t.meaning,
    persona: card?.persona ?? (person ? `${person}ª` : null),
    incerto: t.uncertain,
    alternatives: t.alternatives.slice(0, MAX_ALTERNATIVES).map((a) => ({ lemma: a.lemma, upos: a.upos, feats: a.feats })),
  };
  if (t.analysis?.spelling) out.accentato = t.analysis.spelling;
  if (card) out.card = card;
  return out;
}

/** A token's JSON around its offsets: the opening up to `"start":`, and what follows `"wordIndex":n,`. */
interface Piece {
  head: string;
  tail: string;
}

/** Per reading (or for tokens without one), per form: the pieces of a certain and of an uncertain token. */
const pieces = new WeakMap<object, Map<string, [Piece | undefined, Piece | undefined]>>();
const withoutReading = new Map<string, [Piece | undefined, Piece | undefined]>();

function readingPiece(t: GreekToken): Piece {
  let byForm = t.analysis ? pieces.get(t.analysis) : withoutReading;
  if (!byForm) pieces.set(t.analysis!, (byForm = new Map()));
  let pair = byForm.get(t.form);
  if (pair === undefined) {
    if (byForm === withoutReading && withoutReading.size > 50_000) withoutReading.clear();
    byForm.set(t.form, (pair = [undefined, undefined]));
  }
  const k = t.uncertain ? 1 : 0;
  let piece = pair[k];
  if (piece === undefined) {
    const { form: _form, start: _start, end: _end, wordIndex: _wordIndex, ...rest } = greekTokenJson(t);
    pair[k] = piece = { head: `{"form":${JSON.stringify(t.form)},"start":`, tail: JSON.stringify(rest).slice(1) };
  }
  return piece;
}

/** The JSON array of the tokens, as the text CLI prints it (without the final newline). */
export function formatGreekTokensJson(tokens: readonly GreekToken[]): string {
  let out = '[';
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const piece = readingPiece(t);
    out += `${i > 0 ? ',' : ''}${piece.head}${t.start},"end":${t.end},"wordIndex":${t.wordIndex},${piece.tail}`;
  }
  return `${out}]`;
}
