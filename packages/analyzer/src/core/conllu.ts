/**
 * Lossless CoNLL-U reading and writing. A document is kept as its lines (with their own line ends),
 * so that writing back an unchanged document gives identical bytes; word, multiword-range and
 * empty-node lines expose their 10 columns for editing.
 */

/** Column indexes of a CoNLL-U row. */
export const COL = { ID: 0, FORM: 1, LEMMA: 2, UPOS: 3, XPOS: 4, FEATS: 5, HEAD: 6, DEPREL: 7, DEPS: 8, MISC: 9 } as const;

export type ConlluRowKind = 'word' | 'range' | 'empty';

/** One line of a CoNLL-U file. `cols` is set for rows (10 tab-separated columns), absent otherwise. */
export interface ConlluLine {
  kind: ConlluRowKind | 'comment' | 'blank' | 'other';
  /** The line's text without its line end (kept for comments, blanks and malformed lines). */
  text: string;
  /** Line end as read: `\n`, `\r\n`, or `` for a last line without one. */
  eol: string;
  cols?: string[];
}

/** A sentence: its comment and row lines, followed by the blank line(s) that close it. */
export interface ConlluSentence {
  lines: ConlluLine[];
}

/** Classifies a CoNLL-U ID column: `3` word, `3-4` multiword range, `3.1` empty node. */
export function classifyId(id: string): ConlluRowKind | null {
  let sawDash = false;
  let sawDot = false;
  if (id.length === 0) return null;
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    if (c >= 48 && c <= 57) continue;
    if (c === 45 && !sawDash && !sawDot && i > 0) sawDash = true;
    else if (c === 46 && !sawDash && !sawDot && i > 0) sawDot = true;
    else return null;
  }
  const last = id.charCodeAt(id.length - 1);
  if (last < 48 || last > 57) return null;
  if (sawDash) return 'range';
  return sawDot ? 'empty' : 'word';
}

/** Parses one line (without its end) of CoNLL-U. */
export function parseConlluLine(text: string, eol: string): ConlluLine {
  if (text.startsWith('#')) return { kind: 'comment', text, eol };
  if (text.trim() === '') return { kind: 'blank', text, eol };
  const cols = text.split('\t');
  const kind = cols.length === 10 ? classifyId(cols[0] ?? '') : null;
  if (kind === null) return { kind: 'other', text, eol };
  return { kind, text, eol, cols };
}

/** Writes one line back, re-joining the columns of a row (so edits to `cols` are honoured). */
export function formatConlluLine(line: ConlluLine): string {
  const body = line.cols ? line.cols.join('\t') : line.text;
  return body + line.eol;
}

/** Splits text into lines, each with the line end it had. */
function splitLines(text: string): { text: string; eol: string }[] {
  const out: { text: string; eol: string }[] = [];
  let start = 0;
  while (start < text.length) {
    const nl = text.indexOf('\n', start);
    if (nl < 0) {
      out.push({ text: text.slice(start), eol: '' });
      break;
    }
    const cr = nl > start && text.charCodeAt(nl - 1) === 13;
    out.push({ text: text.slice(start, cr ? nl - 1 : nl), eol: cr ? '\r\n' : '\n' });
    start = nl + 1;
  }
  return out;
}

/**
 * Groups lines into sentences: a sentence ends with the blank lines that follow its rows.
 * Usable incrementally: feed lines one at a time and collect each finished sentence.
 */
export class ConlluSentenceBuilder {
  private lines: ConlluLine[] = [];
  private sawContent = false;

  /** Adds a line; returns the finished sentence when this line starts a new one. */
  push(line: ConlluLine): ConlluSentence | null {
    let done: ConlluSentence | null = null;
    if (line.kind !== 'blank' && this.sawContent && this.lines[this.lines.length - 1]?.kind === 'blank') {
      done = { lines: this.lines };
      this.lines = [];
      this.sawContent = false;
    }
    this.lines.push(line);
    if (line.kind !== 'blank') this.sawContent = true;
    return done;
  }

  /** Returns what is left at the end of the input, if anything. */
  finish(): ConlluSentence | null {
    if (this.lines.length === 0) return null;
    const done = { lines: this.lines };
    this.lines = [];
    this.sawContent = false;
    return done;
  }
}

/** Parses a whole CoNLL-U document into sentences. */
export function parseConllu(text: string): ConlluSentence[] {
  const builder = new ConlluSentenceBuilder();
  const out: ConlluSentence[] = [];
  for (const l of splitLines(text)) {
    const done = builder.push(parseConlluLine(l.text, l.eol));
    if (done) out.push(done);
  }
  const last = builder.finish();
  if (last) out.push(last);
  return out;
}

/** Writes sentences back to CoNLL-U text. */
export function formatConllu(sentences: readonly ConlluSentence[]): string {
  let out = '';
  for (const s of sentences) out += formatConlluSentence(s);
  return out;
}

export function formatConlluSentence(sentence: ConlluSentence): string {
  let out = '';
  for (const l of sentence.lines) out += formatConlluLine(l);
  return out;
}

/** The word rows of a sentence (not ranges, not empty nodes), in order. */
export function wordRows(sentence: ConlluSentence): string[][] {
  const out: string[][] = [];
  for (const l of sentence.lines) if (l.kind === 'word' && l.cols) out.push(l.cols);
  return out;
}
