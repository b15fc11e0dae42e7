/**
 * History scores of a form kept across sentences: the summed weights of the history features (previous tag,
 * the two before, the pair, previous tag × word) for each of the form's tag parts, per (t1, t2) state. They
 * depend only on the form and the two previous tags, and running text meets the same word after the same tags
 * again (et, in, est after a noun…): in one pass over the UD dev sets a third of the history scorings repeat one
 * already made. Kept values are the computed ones, so scores are identical to the bit.
 */

/** Slots of a new memo, and the most a form keeps (a frequent word sees hundreds of states; the first ones recur most). */
const FIRST_SLOTS = 8;
const MAX_SLOTS = 256;
const EMPTY = -1;

/** The memo's key of a state (tag ids, −1 before the sentence). */
function keyOf(t1: number, t2: number): number {
  return (t1 + 1) * 65536 + (t2 + 1);
}

export class HistoryMemo {
  private keys: Int32Array;
  private sums: Float64Array;
  private count = 0;

  /** `width`: the form's number of tag parts. */
  constructor(private readonly width: number) {
    this.keys = new Int32Array(FIRST_SLOTS).fill(EMPTY);
    this.sums = new Float64Array(FIRST_SLOTS * width);
  }

  /** Bytes held (for the cache's budget). */
  get bytes(): number {
    return this.keys.byteLength + this.sums.byteLength;
  }

  private slotOf(key: number): number {
    const mask = this.keys.length - 1;
    let at = (Math.imul(key, 0x9e3779b1) >>> 16) & mask;
    while (this.keys[at] !== EMPTY && this.keys[at] !== key) at = (at + 1) & mask;
    return at;
  }

  /** Copies the kept sums of state (t1, t2) into out[parts[j]]; false when the state is not kept. */
  read(t1: number, t2: number, parts: Int32Array, out: Float64Array): boolean {
    const key = keyOf(t1, t2);
    const at = this.slotOf(key);
    if (this.keys[at] !== key) return false;
    const from = at * this.width;
    for (let j = 0; j < this.width; j++) out[parts[j]!] = this.sums[from + j]!;
    return true;
  }

  /** Keeps the sums of state (t1, t2), read from out[parts[j]]; false when the memo is full. */
  write(t1: number, t2: number, parts: Int32Array, out: Float64Array): boolean {
    if ((this.count + 1) * 4 > this.keys.length * 3) {
      if (this.keys.length >= MAX_SLOTS) return false;
      this.grow();
    }
    const key = keyOf(t1, t2);
    const at = this.slotOf(key);
    if (this.keys[at] === EMPTY) this.count++;
    this.keys[at] = key;
    const from = at * this.width;
    for (let j = 0; j < this.width; j++) this.sums[from + j] = out[parts[j]!]!;
    return true;
  }

  private grow(): void {
    const { keys, sums } = this;
    this.keys = new Int32Array(keys.length * 2).fill(EMPTY);
    this.sums = new Float64Array(this.keys.length * this.width);
    for (let s = 0; s < keys.length; s++) {
      if (keys[s] === EMPTY) continue;
      const at = this.slotOf(keys[s]!);
      this.keys[at] = keys[s]!;
      this.sums.set(sums.subarray(s * this.width, (s + 1) * this.width), at * this.width);
    }
  }
}
