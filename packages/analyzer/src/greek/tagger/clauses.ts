/**
 * The clauses of a sentence for the Greek rules (finite-verb.ts, subjunctive.ts): the runs of words between
 * stops, each as [start, end) with `end` the stop's index (or the sentence's length after its last stop).
 * Example: `clauseRanges([false, true, false])` → [[0, 1], [2, 3]].
 */
export function clauseRanges(stops: readonly boolean[]): [number, number][] {
  const out: [number, number][] = [];
  let start = 0;
  for (let i = 0; i <= stops.length; i++) {
    if (i < stops.length && !stops[i]) continue;
    out.push([start, i]);
    start = i + 1;
  }
  return out;
}
