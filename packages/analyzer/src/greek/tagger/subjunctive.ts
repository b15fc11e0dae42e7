/**
 * A rule the tagger's statistics miss, as a constraint on a second decoding: a subjunctive needs something to call
 * for it in its clause (the words between stops: . ; · :) — ἄν, ἐάν, ἵνα, ὅπως, ὅταν, μή… Where a word read as a
 * subjunctive has none, and the same form is also the indicative (τιμῶσιν, λέγω), it is the indicative (πάντες οἱ
 * πολῖται τὸν νόμον τιμῶσιν: "onorano"). Not for a first person plural (an exhortation: ἴωμεν) nor a first person in a
 * question (τί φῶ;), which need no such word.
 * Example: `subjunctiveConstraint(stops, keys, candidatesOf, chosen, tagName)` → allow(token, tag) or undefined.
 */
import { clauseRanges } from './clauses';
import { tagFeature } from '../../core/types';
import type { Allow } from './vocative';

/** The keys (normalize.ts: σ for ς) of the words that call for a subjunctive. */
export const SUBJUNCTIVE_CUES: ReadonlySet<string> = new Set([
  'ἄν', 'κἄν', 'ἐάν', 'ἤν', 'ἵνα', 'ὅπωσ', 'ὅταν', 'ὁπόταν', 'ἐπειδάν', 'ἐπάν', 'ἐπήν', 'μή', 'μήποτε', 'μηδέ', 'μήτε', 'πρίν', 'ἕωσ', 'μέχρι',
]);

const SUBJUNCTIVE = 'Mood=Sub';

export function subjunctiveConstraint(
  stops: readonly boolean[],
  keys: readonly string[],
  candidatesOf: (token: number) => Int32Array,
  chosen: Int32Array,
  tagName: (id: number) => string,
): Allow | undefined {
  const forced = new Set<number>();
  for (const [start, i] of clauseRanges(stops)) {
    const question = i < stops.length && keys[i] === ';';
    let cued = false;
    for (let j = start; j < i && !cued; j++) cued = SUBJUNCTIVE_CUES.has(keys[j]!);
    for (let j = start; j < i && !cued; j++) {
      const tag = tagName(chosen[j]!);
      if (!tag.includes(SUBJUNCTIVE)) continue;
      if (tagFeature(tag, 'Person') === '1' && (tagFeature(tag, 'Number') === 'Plur' || question)) continue;
      const indicative = tag.replace(SUBJUNCTIVE, 'Mood=Ind');
      if (Array.from(candidatesOf(j)).some((id) => tagName(id) === indicative)) forced.add(j);
    }
  }
  if (forced.size === 0) return undefined;
  return (token, tagId) => !forced.has(token) || !tagName(tagId).includes(SUBJUNCTIVE);
}
