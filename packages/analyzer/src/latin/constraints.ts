/**
 * The Latin grammar rules the pipeline applies after the tagger, as constraints on further decoding passes: the
 * engine is core/constraints, the rules are latin/rules (one module per phenomenon, ordered by rules/registry.ts).
 * Example: `decodeWithRules(tokens, ctx, decoder, false).ids` → the tag ids of the sentence.
 */
export { decodeWithRules, RULE_NAMES, type ConstraintContext, type RuleName } from './rules/registry';
export type { Allow, ConstraintToken, Decoder, Pass } from '../core/constraints/types';
