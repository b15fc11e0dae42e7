/**
 * The sentence model's features from the dependency parser's tree (decision 068): what a word's head and its
 * dependents say about its case, number and gender, where features.ts reads only the nearest words of its clause.
 * A modifier (`amod`, `det`, `acl`, `nummod`) agrees with its head noun; a subject (`nsubj`) is in the nominative
 * and shares the number of its verb; a noun's own modifiers agree with it; a preposition (`case`) governs its noun.
 * Example: in *ex porta decumana* with *decumana* → *porta* (`amod`), *decumana* read as an ablative gives
 * `AH|amod|ADJ|cng|NOUN`, and *porta* read as an ablative `AP|Abl|ex`.
 */
import type { FeatureSink } from './feature-sink';
import type { SentenceView, TagParts } from './features';

/** A parse of a sentence: each word's head (0-based, −1 the root) and relation, and its dependents. */
export interface Arcs {
  heads: Int32Array;
  relations: readonly string[];
  dependents: readonly (readonly number[])[];
}

/** Arcs from heads (0-based, −1 the root) and relations. */
export function arcsOf(heads: Int32Array, relations: readonly string[]): Arcs {
  const dependents: number[][] = Array.from({ length: heads.length }, () => []);
  for (let i = 0; i < heads.length; i++) if (heads[i]! >= 0) dependents[heads[i]!]!.push(i);
  return { heads, relations, dependents };
}

const MODIFIER_RELATIONS = new Set(['amod', 'det', 'acl', 'nummod', 'appos']);

/** How a nominal reading agrees with another word: as features.ts reads it, or its own case beside a head without one (a verb). */
function agreement(a: TagParts, b: TagParts): string {
  if (!b.case) return a.case;
  if (a.case !== b.case) return '-';
  if (a.number !== b.number) return 'c';
  if (!a.gender || !b.gender) return 'cn0';
  return a.gender === b.gender || a.gender.includes(b.gender) || b.gender.includes(a.gender) ? 'cng' : 'cn';
}

function isFiniteVerb(p: TagParts): boolean {
  return (p.upos === 'VERB' || p.upos === 'AUX') && p.mood !== '' && p.verbForm !== 'Inf';
}

/** The arc features of word i read as `p` (the other words at their tags in `s`), given to `out` (feature-sink.ts). */
export function arcFeatures(s: SentenceView, arcs: Arcs, i: number, p: TagParts, out: FeatureSink): void {
  const h = arcs.heads[i]!;
  const r = arcs.relations[i]!;
  if (p.case) {
    if (h >= 0) {
      const q = s.tags[h]!;
      out.add('AH', r, p.upos, agreement(p, q), q.upos);
      if (r === 'nsubj' && isFiniteVerb(q)) out.add('AS', p.case, p.number, q.number);
    }
    for (const d of arcs.dependents[i]!) {
      const rd = arcs.relations[d]!;
      if (rd === 'case') out.add('AP', p.case, s.keys[d]!);
      else if (MODIFIER_RELATIONS.has(rd) && s.tags[d]!.case) out.add('AD', rd, agreement(p, s.tags[d]!));
    }
  } else if (isFiniteVerb(p)) {
    for (const d of arcs.dependents[i]!) {
      if (arcs.relations[d] !== 'nsubj' || !s.tags[d]!.case) continue;
      const q = s.tags[d]!;
      out.add('VS', p.number, p.person, q.case, q.number);
    }
  }
}
