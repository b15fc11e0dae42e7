/**
 * How common each spelling in the Greek lexicon is, read straight from the file's bytes: for photo recognition,
 * which checks a page's words and must not spend its time budget loading (decision 053). Loading is reading
 * the file (about 0.03 s of CPU for 18 MB, against 0.15–0.3 s for loadGreekLexicon, which decodes and indexes
 * it); a look-up is a binary search over the sorted lines from any byte, back to the start of its line. The
 * lines are sorted by key in JavaScript string order, which for the Basic Multilingual Plane (every Greek key)
 * is the order of their UTF-8 bytes.
 */
import { readFileSync } from 'node:fs';
import { greekKey } from '../normalize';
import { decodeEntry, LEXICON_HEADER } from './format';
import { GreekLexiconMissingError, otherMovableNu } from './index';
import { resolveGreekLexiconPath } from './paths';

const NEWLINE = 10;

/**
 * How common a form is as spelt, accents and breathings included (case and grave against acute aside, movable
 * nu either way): its best reading's corpus score, 0 when the lexicon has no such spelling. No accent-free
 * look-up: `score('λογος')` is 0.
 */
export type GreekSpellingScore = (form: string) => number;

export function loadGreekSpellings(path = resolveGreekLexiconPath()): GreekSpellingScore {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    throw new GreekLexiconMissingError(path);
  }
  const headerEnd = bytes.indexOf(NEWLINE);
  if (bytes.toString('utf8', 0, headerEnd) !== LEXICON_HEADER) throw new GreekLexiconMissingError(path);
  // The entries start after the header, the lemmas and the tags (format.ts).
  const first = bytes.indexOf(NEWLINE, bytes.indexOf(NEWLINE, headerEnd + 1) + 1) + 1;
  const entry = (key: string): string | undefined => {
    const wanted = Buffer.from(`${key}\t`, 'utf8');
    let low = first;
    let high = bytes.length;
    // low and high are always at the start of a line.
    while (low < high) {
      const middle = (low + high) >>> 1;
      const start = Math.max(low, bytes.lastIndexOf(NEWLINE, middle - 1) + 1);
      const newline = bytes.indexOf(NEWLINE, start);
      const end = newline < 0 ? bytes.length : newline;
      const order = bytes.compare(wanted, 0, wanted.length, start, Math.min(end, start + wanted.length));
      if (order === 0) return bytes.toString('utf8', start + wanted.length, end);
      if (order < 0) low = end + 1;
      else high = start;
    }
    return undefined;
  };
  return (form) => {
    const key = greekKey(form);
    const nu = otherMovableNu(key);
    const found = entry(key) ?? (nu === undefined ? undefined : entry(nu));
    return found === undefined ? 0 : Math.max(...decodeEntry(found).map((a) => a.score));
  };
}
