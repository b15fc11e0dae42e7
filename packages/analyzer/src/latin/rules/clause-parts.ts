/**
 * The parts of a clause that a subordinating conjunction or a relative opens: the stretches the clause-role rules
 * read, each with its own verbs (*ut neque beneficiis neque amicitiae memoria moverentur* after *Tanta … consensio
 * fuit*).
 */
import { clausesOf } from '../../core/constraints/sentence';
import type { TagInfo } from '../../core/constraints/tag-info';
import type { ConstraintToken } from '../../core/constraints/types';
import { RELATIVE_FORMS } from './word-lists.generated';

/** The parts of clause [from, end), cut before each subordinating conjunction and each relative's form. */
export function partsOfClause(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[], from: number, end: number): [number, number][] {
  const out: [number, number][] = [];
  let start = from;
  for (let i = from + 1; i < end; i++) {
    const t = chosen[i]!;
    if (t.upos !== 'SCONJ' && !((t.upos === 'PRON' || t.upos === 'DET') && RELATIVE_FORMS.has(tokens[i]!.key))) continue;
    out.push([start, i]);
    start = i;
  }
  out.push([start, end]);
  return out;
}

let lastTokens: readonly ConstraintToken[] | undefined;
let lastReading: readonly TagInfo[] | undefined;
let lastParts: readonly (readonly [number, number])[] = [];

/**
 * The parts of every clause of the reading (`clausesOf`), in order. A pass's reading is an array made once and never
 * changed, so the answer for the last one asked is kept (several rules ask it on the same pass); it is shared: read-only.
 */
export function subClausesOf(tokens: readonly ConstraintToken[], chosen: readonly TagInfo[]): readonly (readonly [number, number])[] {
  if (tokens === lastTokens && chosen === lastReading) return lastParts;
  lastTokens = tokens;
  lastReading = chosen;
  lastParts = clausesOf(chosen).flatMap(([from, end]) => partsOfClause(tokens, chosen, from, end));
  return lastParts;
}
