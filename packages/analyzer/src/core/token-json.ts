/**
 * The JSON the text CLI prints for analysed tokens: per token its reading, the card's main fields at the top
 * level (as the first version of the CLI printed them), the whole card, and the alternatives with their scores.
 * Built as text from pieces kept per card and per analysis: repeated words share their card and analyses (the
 * describe stage memoises them), so most of a token's JSON is written once per run, not once per token.
 * Example: `formatTokensJson(analyzer.analyzeText('Roma'))` → `[{"form":"Roma","start":0,…}]`.
 */
import type { AnalyzedToken } from './analyzed-token';
import type { WordCard } from './card';
import type { Analysis } from './types';

/** A token's JSON from `"lemma"` to `"alternatives":[`, and the values it was written from. */
interface ReadingPiece {
  lemma: string;
  upos: string;
  feats: string;
  uncertain: boolean;
  json: string;
}

/** Per card: the reading piece of the last token that showed it (a card belongs to one reading, so nearly always the same). */
const readingPieces = new WeakMap<WordCard, ReadingPiece>();
/** Per analysis: the JSON of an alternative up to its score (`{"lemma":…,"upos":…,"feats":{…},"score":`). */
const alternativePieces = new WeakMap<Analysis, string>();

/** The object's members without its braces, each followed by a comma. */
function members(value: object): string {
  const json = JSON.stringify(value);
  return json.length > 2 ? `${json.slice(1, -1)},` : '';
}

function readingPiece(t: AnalyzedToken): string {
  const { card } = t;
  const kept = readingPieces.get(card);
  if (kept && kept.lemma === t.lemma && kept.upos === t.upos && kept.feats === t.feats && kept.uncertain === t.uncertain) return kept.json;
  const reading = { lemma: t.lemma, upos: t.upos, feats: t.feats, pos: card.pos, declinazione: card.declinazione ?? null, significato: card.significato, persona: card.persona ?? null, dizionario: card.dizionario, cercaCome: card.cercaCome, incerto: t.uncertain, card };
  const json = `${members(reading)}"alternatives":[`;
  readingPieces.set(card, { lemma: t.lemma, upos: t.upos, feats: t.feats, uncertain: t.uncertain, json });
  return json;
}

function alternativePiece(a: Analysis): string {
  let piece = alternativePieces.get(a);
  if (piece === undefined) alternativePieces.set(a, (piece = `{${members({ lemma: a.lemma, upos: a.upos, feats: a.feats })}"score":`));
  return piece;
}

/** A number as JSON.stringify writes it. */
function numberJson(n: number): string {
  return Number.isFinite(n) ? String(n) : 'null';
}

/**
 * A score rounded to three decimals, as `JSON.stringify(Number(score.toFixed(3)))` writes it: the fixed-point
 * digits without trailing zeros (which is what a number of at most three decimals prints as), computed directly.
 */
function scoreJson(score: number): string {
  if (!Number.isFinite(score)) return 'null';
  if (Math.abs(score) >= 1e9) return numberJson(Number(score.toFixed(3)));
  const fixed = score.toFixed(3);
  let end = fixed.length;
  while (fixed.charCodeAt(end - 1) === 48) end--;
  if (fixed.charCodeAt(end - 1) === 46) end--;
  const out = end === fixed.length ? fixed : fixed.slice(0, end);
  return out === '-0' ? '0' : out;
}

function tokenJson(t: AnalyzedToken): string {
  let json = `{"form":${JSON.stringify(t.form)},"start":${numberJson(t.start)},"end":${numberJson(t.end)},"wordIndex":${numberJson(t.wordIndex)},${readingPiece(t)}`;
  const alternatives = t.alternatives;
  for (let k = 0; k < alternatives.length; k++) {
    const { analysis, score } = alternatives[k]!;
    json += `${k > 0 ? ',' : ''}${alternativePiece(analysis)}${scoreJson(score)}}`;
  }
  return `${json}]}`;
}

/** The JSON array of the tokens, as the text CLI prints it (without the final newline). */
export function formatTokensJson(tokens: readonly AnalyzedToken[]): string {
  const parts = new Array<string>(tokens.length);
  for (let i = 0; i < tokens.length; i++) parts[i] = tokenJson(tokens[i]!);
  return `[${parts.join(',')}]`;
}
