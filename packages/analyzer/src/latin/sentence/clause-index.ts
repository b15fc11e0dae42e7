/**
 * What the sentence model reads of a word's clause (features.ts contextOf: its bounds, the other verbs, the
 * other nominatives, the subordinating word before it), kept for the whole sentence while its tags change: the
 * re-ranking reads it for every word, twice, and read by scanning the clause it cost the square of the clause's
 * length, which in a long sentence without commas (a legal charter, a Thomas Aquinas article) was most of the
 * time spent on it. The answers are those of the scans in features.ts (tests compare them).
 * Example: `new ClauseIndex(view).verbs(1)` for *dico Gallos fortes esse et pugnant* → `'1+3p+inf'`.
 */
import { VERB_BITS, isPunct, isSubordinator, nominativeNumber, verbFlag, verbSummary, type SentenceView, type TagParts } from './features';

export class ClauseIndex {
  /** Per word, its clause's number; per clause, its bounds [from, to). */
  private clauseAt = new Int32Array(0);
  private bounds: number[] = [];
  /** Per clause and verb flag bit, how many of its words give it; per clause, its nominatives singular and plural. */
  private verbCounts = new Int32Array(0);
  private nominativeCounts = new Int32Array(0);
  /** Per word, the nearest subordinating word before it in its clause, or −1. */
  private subordinators = new Int32Array(0);

  constructor(private readonly s: SentenceView) {
    this.build();
  }

  /** Reads the sentence again (its punctuation or subordinating words changed). */
  private build(): void {
    const { tags, keys } = this.s;
    const n = tags.length;
    this.clauseAt = new Int32Array(n).fill(-1);
    this.bounds = [];
    this.subordinators = new Int32Array(n).fill(-1);
    let clause = -1;
    let inClause = false;
    let sub = -1;
    for (let i = 0; i < n; i++) {
      // Punctuation belongs to no clause here (contextOf reads a mark's own by scanning).
      if (isPunct(tags[i]!)) {
        if (inClause) this.bounds.push(i);
        inClause = false;
        continue;
      }
      if (!inClause) {
        this.bounds.push(i);
        clause++;
        inClause = true;
        sub = -1;
      }
      this.clauseAt[i] = clause;
      this.subordinators[i] = sub;
      if (tags[i]!.upos === 'SCONJ' || isSubordinator(keys[i]!)) sub = i;
    }
    if (inClause) this.bounds.push(n);
    this.verbCounts = new Int32Array((clause + 1) * VERB_BITS);
    this.nominativeCounts = new Int32Array((clause + 1) * 2);
    for (let i = 0; i < n; i++) if (this.clauseAt[i]! >= 0) this.count(i, tags[i]!, 1);
  }

  private count(i: number, p: TagParts, by: number): void {
    const c = this.clauseAt[i]!;
    const flag = verbFlag(p);
    if (flag !== 0) this.verbCounts[c * VERB_BITS + 31 - Math.clz32(flag)]! += by;
    const number = nominativeNumber(p);
    if (number >= 0) this.nominativeCounts[c * 2 + number]! += by;
  }

  /** True when word i is in a clause (not a punctuation mark), which the methods below answer for. */
  has(i: number): boolean {
    return this.clauseAt[i]! >= 0;
  }

  /** Word i's clause: the words between the punctuation marks around it, [from, to). */
  clauseOf(i: number): [number, number] {
    const c = this.clauseAt[i]!;
    return [this.bounds[2 * c]!, this.bounds[2 * c + 1]!];
  }

  /** The summary of the clause's verbs other than word i (features.ts verbsOf). */
  verbs(i: number): string {
    const c = this.clauseAt[i]!;
    const own = verbFlag(this.s.tags[i]!);
    let flags = 0;
    for (let b = 0; b < VERB_BITS; b++) if (this.verbCounts[c * VERB_BITS + b]! - (own === 1 << b ? 1 : 0) > 0) flags |= 1 << b;
    return verbSummary(flags);
  }

  /** The numbers of the clause's nominatives other than word i (features.ts nominativesOf). */
  nominatives(i: number): string {
    const c = this.clauseAt[i]!;
    const own = nominativeNumber(this.s.tags[i]!);
    const sing = this.nominativeCounts[c * 2]! - (own === 0 ? 1 : 0) > 0;
    const plur = this.nominativeCounts[c * 2 + 1]! - (own === 1 ? 1 : 0) > 0;
    return (sing ? 'S' : '') + (plur ? 'P' : '') || '0';
  }

  /** The nearest subordinating word before i in its clause (its key), or `^` (features.ts subordinatorOf). */
  subordinator(i: number): string {
    const j = this.subordinators[i]!;
    return j < 0 ? '^' : this.s.keys[j]!;
  }

  /** Word i's tag in the view changed from `was`. */
  moved(i: number, was: TagParts): void {
    const now = this.s.tags[i]!;
    if (isPunct(was) !== isPunct(now) || (was.upos === 'SCONJ') !== (now.upos === 'SCONJ')) {
      this.build();
      return;
    }
    if (this.clauseAt[i]! < 0) return;
    this.count(i, was, -1);
    this.count(i, now, 1);
  }
}
