/**
 * The same read-only `key<TAB>value` table as sorted-lines.ts, kept as the file's bytes (UTF-8) and searched by
 * bisecting the bytes themselves: nothing is decoded or indexed when it loads (a 16 MB file of Greek costs ~0.2 s of
 * CPU to read as text, a few ms as bytes), and only the value found is decoded. The lines must be sorted by key in
 * byte order (for keys without characters beyond U+FFFF also JavaScript's string order), without empty lines.
 * Example: `createSortedBytes(Buffer.from('αλλα\tἀλλά\nλογοσ\tλόγος\n')).get('λογοσ')` → `λόγος`.
 */
import type { SortedLines } from './sorted-lines';

const NEWLINE = 0x0a;
const TAB = 0x09;

export function createSortedBytes(bytes: Buffer): SortedLines {
  let size: number | undefined;
  /** The end of the line starting at `start` (its newline, or the end of the bytes). */
  const lineEnd = (start: number) => {
    const end = bytes.indexOf(NEWLINE, start);
    return end < 0 ? bytes.length : end;
  };
  return {
    get size() {
      if (size === undefined) {
        size = 0;
        for (let start = 0; start < bytes.length; start = lineEnd(start) + 1) if (lineEnd(start) > start) size++;
      }
      return size;
    },
    get(key) {
      const wanted = Buffer.from(key, 'utf8');
      // The line sought, if any, starts in [low, high); low is always the start of a line.
      let low = 0;
      let high = bytes.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        const start = mid === 0 ? 0 : Math.max(low, bytes.lastIndexOf(NEWLINE, mid - 1) + 1);
        const end = lineEnd(start);
        const tab = bytes.indexOf(TAB, start);
        const keyEnd = tab < 0 || tab > end ? end : tab;
        const order = end === start ? 1 : wanted.compare(bytes, start, keyEnd);
        if (order === 0) return keyEnd === end ? '' : bytes.toString('utf8', keyEnd + 1, end);
        if (order < 0) high = start;
        else low = end + 1;
      }
      return undefined;
    },
  };
}
