/**
 * A read-only hash table over keys that are slices of one text (the lines of the generated lexicon):
 * an open-addressing Int32Array of entry numbers, and each key kept as a (start, length) pair of the text.
 * It replaces a `Map<string, …>` of 100,000+ entries, which costs a string, an entry and a value object each;
 * and `find` takes a prefix of a longer word (`find('rosam', 3)`), so look-ups build no substring.
 */

const EMPTY = -1;

function hashOf(text: string, start: number, length: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < start + length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h ^ (h >>> 15)) >>> 0;
}

export class KeyTable {
  private readonly slots: Int32Array;
  private readonly mask: number;

  /** Entry `i` has the key `text.slice(start[i], start[i] + length[i])`; a repeated key keeps its last entry. */
  constructor(
    private readonly text: string,
    private readonly start: Uint32Array,
    private readonly length: Uint32Array | Uint16Array | Uint8Array,
  ) {
    let size = 1024;
    while (size < start.length * 2) size *= 2;
    this.mask = size - 1;
    this.slots = new Int32Array(size).fill(EMPTY);
    for (let i = 0; i < start.length; i++) {
      let at = hashOf(text, start[i]!, length[i]!) & this.mask;
      for (;;) {
        const e = this.slots[at]!;
        if (e === EMPTY || this.equals(e, text, start[i]!, length[i]!)) break;
        at = (at + 1) & this.mask;
      }
      this.slots[at] = i;
    }
  }

  /** The entry whose key is the first `length` characters of `key`, or −1. Example: `find('rosam', 3)`. */
  find(key: string, length = key.length): number {
    let at = hashOf(key, 0, length) & this.mask;
    for (;;) {
      const e = this.slots[at]!;
      if (e === EMPTY || this.equals(e, key, 0, length)) return e;
      at = (at + 1) & this.mask;
    }
  }

  private equals(entry: number, s: string, from: number, length: number): boolean {
    if (this.length[entry] !== length) return false;
    const text = this.text;
    const at = this.start[entry]!;
    for (let k = 0; k < length; k++) if (text.charCodeAt(at + k) !== s.charCodeAt(from + k)) return false;
    return true;
  }
}
