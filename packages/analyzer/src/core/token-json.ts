/**
 * The JSON the text CLI prints for analysed tokens: per token its reading, the card's main fields at the top
 * level (as the first version of the CLI printed them), the whole card, and the alternatives with their scores.
 * Written as UTF-8 bytes from pieces of JSON kept per card and per analysis: repeated words share their card and
 * analyses (the describe stage memoises them), so most of a token's JSON is copied, not built; and the CLI writes
 * the bytes as they are, with no long string to flatten and encode. A piece shown a second time is kept as UTF-8
 * bytes (a slice of Node's buffer pool) and copied by the typed array's own copy, not encoded again at each token;
 * a reading lists the same few alternatives each time it is shown (alternatives.ts: they depend on the form and its
 * chosen analysis), so their pieces are found beside the reading's by identity rather than in the map per analysis
 * (decision 064).
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
  /** `json` in UTF-8, encoded when the reading is shown a second time (most pieces of a new text are used once). */
  bytes: Uint8Array | undefined;
  /** Shown before the current token. */
  shown: boolean;
  /** The analyses listed as alternatives beside this reading (the same few, in any order), and their pieces (text until used again). */
  alternatives: Analysis[];
  alternativePieces: (Uint8Array | string)[];
}

/** Alternatives kept beside a reading (a form has rarely more analyses than this). */
const KEPT_ALTERNATIVES = 16;
/** Per card: the reading piece of the last token that showed it (a card belongs to one reading, so nearly always the same). */
const readingPieces = new WeakMap<WordCard, ReadingPiece>();
/** Per analysis: the JSON of an alternative up to its score (`{"lemma":…,"upos":…,"feats":{…},"score":`). */
const alternativePieces = new WeakMap<Analysis, string>();

/** The object's members without its braces, each followed by a comma. */
function members(value: object): string {
  const json = JSON.stringify(value);
  return json.length > 2 ? `${json.slice(1, -1)},` : '';
}

function readingPiece(t: AnalyzedToken): ReadingPiece {
  const { card } = t;
  const kept = readingPieces.get(card);
  if (kept && kept.lemma === t.lemma && kept.upos === t.upos && kept.feats === t.feats && kept.uncertain === t.uncertain) {
    kept.shown = true;
    return kept;
  }
  const reading = { lemma: t.lemma, upos: t.upos, feats: t.feats, pos: card.pos, declinazione: card.declinazione ?? null, significato: card.significato, persona: card.persona ?? null, dizionario: card.dizionario, cercaCome: card.cercaCome, incerto: t.uncertain, card };
  const json = `${members(reading)}"alternatives":[`;
  const piece: ReadingPiece = { lemma: t.lemma, upos: t.upos, feats: t.feats, uncertain: t.uncertain, json, bytes: undefined, shown: false, alternatives: [], alternativePieces: [] };
  readingPieces.set(card, piece);
  return piece;
}

/**
 * Writes the piece of alternative `a` beside `reading`: found among the reading's few by identity (a few comparisons
 * instead of a hash look-up) and copied as bytes, encoded the second time; else taken from the map per analysis, or
 * made there, and written as text.
 */
function writeAlternativePiece(out: ByteWriter, reading: ReadingPiece, a: Analysis): void {
  const kept = reading.alternatives;
  const pieces = reading.alternativePieces;
  for (let k = 0; k < kept.length; k++) {
    if (kept[k] !== a) continue;
    let piece = pieces[k]!;
    if (typeof piece === 'string') pieces[k] = piece = Buffer.from(piece);
    return out.write(piece);
  }
  let piece = alternativePieces.get(a);
  if (piece === undefined) alternativePieces.set(a, (piece = `{${members({ lemma: a.lemma, upos: a.upos, feats: a.feats })}"score":`));
  if (kept.length < KEPT_ALTERNATIVES) {
    kept.push(a);
    pieces.push(piece);
  }
  out.text(piece);
}

/** Writes a reading's piece: as text the first time, as bytes from the second. */
function writeReadingPiece(out: ByteWriter, reading: ReadingPiece, seen: boolean): void {
  if (!seen) return out.text(reading.json);
  if (reading.bytes === undefined) {
    reading.bytes = Buffer.from(reading.json);
    reading.json = ''; // not read again: the bytes are written from now on
  }
  out.write(reading.bytes);
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

/** A growing UTF-8 buffer (a Node buffer, which encodes a string into itself with no view to make). */
class ByteWriter {
  bytes = Buffer.allocUnsafe(1 << 16);
  at = 0;

  private room(n: number): void {
    if (this.at + n <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.at + n));
    this.bytes.copy(grown, 0, 0, this.at);
    this.bytes = grown;
  }

  write(piece: Uint8Array): void {
    this.room(piece.length);
    this.bytes.set(piece, this.at);
    this.at += piece.length;
  }

  /** Any text, encoded. */
  text(piece: string): void {
    this.room(piece.length * 3);
    this.at += this.bytes.write(piece, this.at);
  }

  /** Text of ASCII characters only (numbers, punctuation, keys). */
  ascii(text: string): void {
    this.room(text.length);
    for (let i = 0; i < text.length; i++) this.bytes[this.at++] = text.charCodeAt(i);
  }

  /** A non-negative whole number's digits; anything else as JSON.stringify writes it. */
  count(n: number): void {
    if (!(n >= 0 && n < 1e15 && Math.floor(n) === n)) return this.ascii(numberJson(n));
    this.room(16);
    let digits = 1;
    for (let d = 10; d <= n; d *= 10) digits++;
    for (let k = digits - 1; k >= 0; k--, n = Math.floor(n / 10)) this.bytes[this.at + k] = 48 + (n % 10);
    this.at += digits;
  }

  /**
   * An alternative's score and the end of its object: `scoreJson(score)` and `}`. A score below 10^6 in size is
   * rounded to thousandths as toFixed(3) rounds it (to the nearest, a tie up), from score × 1000 whose rounding
   * error (below 10^−6) cannot cross a half unless it lies that close to one; then toFixed decides.
   */
  score(score: number): void {
    const y = score * 1000;
    if (!(y > -1e9 && y < 1e9)) return this.ascii(`${scoreJson(score)}}`);
    const floor = Math.floor(y);
    const rest = y - floor;
    if (rest > 0.499999 && rest < 0.500001) return this.ascii(`${scoreJson(score)}}`);
    let n = rest < 0.5 ? floor : floor + 1;
    this.room(16);
    if (n < 0) {
      this.bytes[this.at++] = 45;
      n = -n;
    }
    const whole = Math.floor(n / 1000);
    let part = n - whole * 1000;
    this.count(whole);
    if (part !== 0) {
      this.bytes[this.at++] = 46;
      let digits = 3;
      while (part % 10 === 0) {
        part /= 10;
        digits--;
      }
      for (let k = digits - 1, q = part; k >= 0; k--, q = Math.floor(q / 10)) this.bytes[this.at + k] = 48 + (q % 10);
      this.at += digits;
    }
    this.bytes[this.at++] = 125;
  }

  /** A string as JSON: plain printable ASCII copied between quotes, anything else escaped by JSON.stringify and encoded. */
  string(text: string): void {
    this.room(text.length + 2);
    const start = this.at;
    this.bytes[this.at++] = 34;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c < 32 || c > 126 || c === 34 || c === 92) {
        this.at = start;
        this.room(text.length * 6 + 2);
        this.at += this.bytes.write(JSON.stringify(text), this.at);
        return;
      }
      this.bytes[this.at++] = c;
    }
    this.bytes[this.at++] = 34;
  }
}

/** The buffer every call writes into (the answer is a copy); one grown for a very long text is let go. */
let scratch = new ByteWriter();
const SCRATCH_KEPT = 1 << 23;

/** Writes the tokens as members of the JSON array, the first one after a comma when `more` (tokens were written before). */
function writeTokens(out: ByteWriter, tokens: readonly AnalyzedToken[], more: boolean): void {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    out.ascii(i > 0 || more ? ',{"form":' : '{"form":');
    out.string(t.form);
    out.ascii(',"start":');
    out.count(t.start);
    out.ascii(',"end":');
    out.count(t.end);
    out.ascii(',"wordIndex":');
    out.count(t.wordIndex);
    out.ascii(',');
    const reading = readingPiece(t);
    writeReadingPiece(out, reading, reading.shown);
    const alternatives = t.alternatives;
    for (let k = 0; k < alternatives.length; k++) {
      const { analysis, score } = alternatives[k]!;
      if (k > 0) out.ascii(',');
      writeAlternativePiece(out, reading, analysis);
      out.score(score);
    }
    out.ascii(']}');
  }
}

/** The bytes written into the scratch buffer by `write`, copied out. */
function written(write: (out: ByteWriter) => void): Uint8Array {
  const out = scratch;
  out.at = 0;
  write(out);
  const bytes = new Uint8Array(out.at);
  bytes.set(out.bytes.subarray(0, out.at));
  if (out.bytes.length > SCRATCH_KEPT) scratch = new ByteWriter();
  return bytes;
}

/** The JSON array of the tokens, as the text CLI prints it (without the final newline), in UTF-8. */
export function writeTokensJson(tokens: readonly AnalyzedToken[]): Uint8Array {
  return written((out) => {
    out.ascii('[');
    writeTokens(out, tokens, false);
    out.ascii(']');
  });
}

/**
 * The tokens of one part of a text (their offsets and word numbers in the whole text) as members of the array
 * writeTokensJson writes for the whole text (no brackets; a comma first when `more`): parts written one after
 * another between `[` and `]` give the same bytes.
 */
export function writeTokensJsonPart(tokens: readonly AnalyzedToken[], more: boolean): Uint8Array {
  return written((out) => writeTokens(out, tokens, more));
}

const decoder = new TextDecoder();

/** The same JSON as a string. */
export function formatTokensJson(tokens: readonly AnalyzedToken[]): string {
  return decoder.decode(writeTokensJson(tokens));
}
