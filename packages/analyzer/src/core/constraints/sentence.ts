/**
 * What rules read of a sentence's reading, in any language: its clauses between punctuation marks, which
 * words agree, and the value most members of a series share.
 * Example: `clausesOf(chosen)` → `[[0, 3], [4, 9]]` for a comma after the third token.
 */
import type { TagInfo } from './tag-info';

/** The reading clausesOf read last, and its clauses: a pass's rules ask it a dozen times for the same reading. */
let lastReading: readonly TagInfo[] | undefined;
let lastClauses: readonly (readonly [number, number])[] = [];

/**
 * The clauses of a reading: [from, end) ranges of the tokens between two punctuation marks. The answer is shared
 * by the callers that ask for the same reading (an array is a pass's reading: it is not changed once made).
 */
/** True when tokens [from, end) of a reading hold a finite form of the copula (an AUX: `est`, `erant`). */
export function hasCopula(chosen: readonly TagInfo[], from: number, end: number): boolean {
  for (let i = from; i < end; i++) if (chosen[i]!.upos === 'AUX' && chosen[i]!.finite) return true;
  return false;
}

export function clausesOf(chosen: readonly TagInfo[]): readonly (readonly [number, number])[] {
  if (chosen === lastReading) return lastClauses;
  lastReading = chosen;
  lastClauses = readClauses(chosen);
  return lastClauses;
}

function readClauses(chosen: readonly TagInfo[]): [number, number][] {
  const out: [number, number][] = [];
  let from = 0;
  for (let end = 0; end <= chosen.length; end++) {
    if (end < chosen.length && chosen[end]!.upos !== 'PUNCT') continue;
    if (end > from) out.push([from, end]);
    from = end + 1;
  }
  return out;
}

/** True when two gender values (`Masc`, `Fem,Neut`…) share one, or one of them is not given. */
export function gendersMeet(a: string | undefined, b: string | undefined): boolean {
  return !a || !b || a.split(',').some((g) => b.includes(g));
}

/** Tags a and b agree: same case and number, genders that meet. */
export const agreeing = (a: TagInfo, b: TagInfo) => a.case === b.case && a.number === b.number && gendersMeet(a.gender, b.gender);

/** True when a word of [from, to) other than i passes `test` and agrees with token i. */
export function agreesWithin(chosen: readonly TagInfo[], i: number, from: number, to: number, test: (t: TagInfo) => boolean): boolean {
  for (let j = Math.max(0, from); j < Math.min(chosen.length, to); j++) if (j !== i && test(chosen[j]!) && agreeing(chosen[i]!, chosen[j]!)) return true;
  return false;
}

/**
 * The value most members of a series share, when at least two share it, no other value is as frequent and
 * some member has another value (or none): the one the dissenters should take.
 * Example: `dissentingMajority(['Abl', 'Nom', 'Abl'])` → `'Abl'`.
 */
export function dissentingMajority(values: readonly (string | undefined)[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) if (v !== undefined) counts.set(v, (counts.get(v) ?? 0) + 1);
  const ranked = [...counts].sort((x, y) => y[1] - x[1]);
  const [best, n] = ranked[0] ?? ['', 0];
  return n >= 2 && n < values.length && ranked[1]?.[1] !== n ? best : undefined;
}
