/**
 * A read-only `key<TAB>value` table kept as the file's own text: the lines are sorted by key (JavaScript
 * string order) and found by binary search over their offsets. For 400,000 lines this takes about half
 * the memory of a Map of strings and loads in one pass.
 */
export interface SortedLines {
  get(key: string): string | undefined;
  readonly size: number;
}

const TAB = 9;

export function createSortedLines(text: string, firstLine = 0): SortedLines {
  const starts: number[] = [];
  let position = 0;
  for (let line = 0; position < text.length; line++) {
    const end = text.indexOf('\n', position);
    const next = end < 0 ? text.length : end + 1;
    if (line >= firstLine && next - position > 1) starts.push(position);
    position = next;
  }
  const offsets = Uint32Array.from(starts);
  /** How the key of line `i` (up to its tab) compares with `key` in string order: < 0 before it, 0 the same, > 0 after it. */
  const compareAt = (i: number, key: string) => {
    const start = offsets[i]!;
    for (let j = 0; ; j++) {
      const found = text.charCodeAt(start + j);
      // The line's key ends at its tab (NaN past the text's end compares as neither).
      if (found === TAB || Number.isNaN(found)) return j === key.length ? 0 : -1;
      if (j === key.length) return 1;
      const wanted = key.charCodeAt(j);
      if (found !== wanted) return found - wanted;
    }
  };
  return {
    size: offsets.length,
    get(key) {
      let low = 0;
      let high = offsets.length - 1;
      while (low <= high) {
        const mid = (low + high) >>> 1;
        const order = compareAt(mid, key);
        if (order === 0) {
          const valueStart = offsets[mid]! + key.length + 1;
          const end = text.indexOf('\n', valueStart);
          return text.slice(valueStart, end < 0 ? text.length : end);
        }
        if (order < 0) low = mid + 1;
        else high = mid - 1;
      }
      return undefined;
    },
  };
}
