/**
 * The history states the tagger keeps across sentences (form-cache.ts): per form entry (by its serial number)
 * and previous two tags (the engine's key), the form's parts scored by the history features, one after another
 * in `scores`. A word meets the same tags before it again and again (et after a noun and a comma). The states
 * are found in one open-addressing table of typed arrays rather than a map per form: a look-up is a probe or two
 * and nothing per state for the garbage collector. Past HISTORY_CELLS part scores (or MAX_STATES states) every
 * state is let go and kept anew.
 */

/**
 * Part scores the history states of all forms may keep together (8 bytes each: 8 MB). On UD Latin dev text not
 * seen before, 44 % of history scorings meet a state the form met before; a text seen before meets them all.
 */
const HISTORY_CELLS = 1_000_000;
/** States kept at most (the table has twice as many slots: 12 bytes each). */
const MAX_STATES = 1 << 18;
const EMPTY = -1;

/** Numbers per slot of the table: the entry's serial (EMPTY: free slot), the state's key, where its scores start. */
const SLOT = 3;

export class HistoryCache {
  /** The kept states' part scores, one after another; the first `cells` are used. */
  scores = new Float64Array(0);
  private cells = 0;
  /**
   * The table, SLOT numbers a slot side by side (a probe reads one place in memory, not one per array: the
   * table is megabytes, and a look-up of a state is mostly a cache miss).
   */
  private slots = new Int32Array((1 << 12) * SLOT).fill(EMPTY);
  private states = 0;

  /** The slot (its first number's index) of a state, or of the free slot where it would go. */
  private slotOf(serial: number, key: number): number {
    const t = this.slots;
    const mask = t.length / SLOT - 1;
    let h = Math.imul(serial, 0x9e3779b1) ^ Math.imul(key, 0x85ebca6b);
    h ^= h >>> 15;
    let at = (h & mask) * SLOT;
    for (;;) {
      const s = t[at]!;
      if (s === EMPTY || (s === serial && t[at + 1] === key)) return at;
      at = at + SLOT === t.length ? 0 : at + SLOT;
    }
  }

  /** Where the kept part scores of a state start in `scores`, or −1 when it is not kept. */
  find(serial: number, key: number): number {
    const at = this.slotOf(serial, key);
    return this.slots[at] === EMPTY ? -1 : this.slots[at + 2]!;
  }

  /** Keeps a state's part scores: `partScore` indexed by part, the entry's `parts` read from it. */
  keep(serial: number, key: number, parts: Int32Array, partScore: Float64Array): void {
    if (this.cells + parts.length > HISTORY_CELLS || this.states >= MAX_STATES) this.forget();
    let kept = this.scores;
    if (this.cells + parts.length > kept.length) {
      kept = new Float64Array(Math.min(HISTORY_CELLS, Math.max(1 << 16, 2 * (this.cells + parts.length))));
      kept.set(this.scores.subarray(0, this.cells));
      this.scores = kept;
    }
    if ((this.states + 1) * 2 * SLOT > this.slots.length) this.grow();
    const start = this.cells;
    for (let j = 0; j < parts.length; j++) kept[start + j] = partScore[parts[j]!]!;
    const at = this.slotOf(serial, key);
    if (this.slots[at] === EMPTY) this.states++;
    this.slots[at] = serial;
    this.slots[at + 1] = key;
    this.slots[at + 2] = start;
    this.cells += parts.length;
  }

  /** Lets every kept state go (their scores' place is used again). */
  forget(): void {
    this.cells = 0;
    this.states = 0;
    this.slots.fill(EMPTY);
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2).fill(EMPTY);
    for (let s = 0; s < old.length; s += SLOT) {
      if (old[s] === EMPTY) continue;
      const at = this.slotOf(old[s]!, old[s + 1]!);
      this.slots[at] = old[s]!;
      this.slots[at + 1] = old[s + 1]!;
      this.slots[at + 2] = old[s + 2]!;
    }
  }
}
