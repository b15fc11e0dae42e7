/**
 * The constraint engine: decodes a sentence, then applies a language's grammar rules, in the order its
 * registry lists them, as constraints on further decoding passes (the whole sentence is decoded again, so
 * agreement follows the corrected word). It knows no language: a rule reads the tagger's reading and says
 * which tags some tokens must take.
 * - Hard rules always hold once they fire. Rules applied `together` all read the same reading, and the
 *   sentence is decoded again once after them; a rule applied on its own (`each`) is followed by a new pass
 *   whenever it constrains something, up to `rounds` times.
 * - Soft rules propose lists of trials (one more constrained token each); the best trial of a list is taken
 *   unless the path it gives scores more than the rule's margin below the current one.
 * Example: `applyRules(LATIN_RULES, tokens, ctx, decoder, false).ids` → the tag ids of the sentence.
 */
import { idInfoOf, type TagInfo, type TagNames, type TagTest } from './tag-info';
import type { Allow, ConstraintToken, Constraints, Decoder, Pass, Trial } from './types';

/** What the engine needs of a language's context: the tag names, and rules left out (to measure them). */
export interface EngineContext extends TagNames {
  /** Rules (or parts of rules) left out, by identifier. */
  without?: ReadonlySet<string>;
}

/** What a rule reads: the sentence's tokens, the current reading, the language's context. */
export interface RuleInput<C> {
  tokens: readonly ConstraintToken[];
  /** The current reading, token by token. */
  chosen: readonly TagInfo[];
  ctx: C;
  /** False when the rule or part of a rule with that identifier is left out. */
  on: (name: string) => boolean;
}

/** A rule whose constraints always hold. */
export interface HardRule<C, N extends string = string> {
  /** The identifier that leaves it out (EngineContext.without). */
  readonly name: N;
  /** Identifiers of parts of the rule that can be left out on their own (the rule reads them with `on`). */
  readonly parts?: readonly N[];
  /** Adds constraints for the current reading; true when it added some that call for a new pass. */
  apply(input: RuleInput<C>, out: Constraints): boolean | void;
}

/** A rule whose trials are taken only when they cost the tagger's path less than a margin. */
export interface SoftRule<C, N extends string = string> {
  readonly name: N;
  readonly parts?: readonly N[];
  /** Lists of trials, each list one decision (the best trial of a list within the margin is taken). */
  trials(input: RuleInput<C>): Trial[][];
  /** How far (in path score) below the current reading a trial's reading may fall and still be taken. */
  margin(ctx: C): number;
  /** Tried when no trial of a list was taken: the trials it keeps, within a margin of their own. */
  readonly fallback?: {
    readonly name: N;
    margin(ctx: C): number;
    keeps(input: RuleInput<C>, token: number): boolean;
  };
}

/** One step of a language's registry. */
export type RuleStep<C, N extends string = string> =
  | { readonly together: readonly HardRule<C, N>[] }
  | { readonly each: HardRule<C, N>; readonly rounds?: number }
  | { readonly soft: SoftRule<C, N> };

/** The identifiers of a registry's steps (their rules, parts and fallbacks). */
export type RuleNameOf<S> = S extends RuleStep<never, infer N> ? N : never;

/** Every identifier a registry's rules answer to, once each, in the order the rules apply. */
export function ruleNamesOf<N extends string>(steps: readonly RuleStep<never, N>[]): N[] {
  const names: N[] = [];
  const add = (rule: HardRule<never, N> | SoftRule<never, N>) => {
    for (const name of [rule.name, ...(rule.parts ?? []), ...('fallback' in rule && rule.fallback ? [rule.fallback.name] : [])]) if (!names.includes(name)) names.push(name);
  };
  for (const step of steps) {
    if ('together' in step) step.together.forEach(add);
    else add('each' in step ? step.each : step.soft);
  }
  return names;
}

/** Total score of a pass's path (the sum of its chosen candidates' scores). */
function pathScore(p: Pass): number {
  let total = 0;
  for (let i = 0; i < p.ids.length; i++) total += p.scores[i]![p.candidates[i]!.indexOf(p.ids[i]!)] ?? 0;
  return total;
}

/** How many times the margin a trial's token may lose locally and still be decoded (see trySoft). */
const LOCAL_GAP_FACTOR = 2;

/** How far below its chosen candidate token i's best candidate satisfying `rule` scores in the pass. */
function localGap(p: Pass, i: number, rule: TagTest, info: (id: number) => TagInfo): number {
  const candidates = p.candidates[i]!;
  const scores = p.scores[i]!;
  let chosen = -Infinity;
  let allowed = -Infinity;
  for (let k = 0; k < candidates.length; k++) {
    if (candidates[k] === p.ids[i]) chosen = scores[k]!;
    if (scores[k]! > allowed && rule(info(candidates[k]!))) allowed = scores[k]!;
  }
  return chosen - allowed;
}

function allowOf(rules: Constraints, info: (id: number) => TagInfo): Allow {
  return (token, tagId) => {
    const rule = rules.get(token);
    return !rule || rule(info(tagId));
  };
}

/**
 * Decodes a sentence under a language's rules, step by step in the registry's order: a first pass, then each
 * step's constraints and the passes they call for. `withScores` keeps the candidates' scores of the last pass.
 */
export function applyRules<C extends EngineContext>(steps: readonly RuleStep<C>[], tokens: readonly ConstraintToken[], ctx: C, decoder: Decoder, withScores: boolean): Pass {
  let pass: Pass = withScores ? decoder.scored() : { ids: decoder.ids().slice(), candidates: [], scores: [] };
  const info = idInfoOf(ctx);
  // A plain loop: Array.from with a mapping function cost several times as much on every pass.
  const chosenOf = (p: Pass) => {
    const out = new Array<TagInfo>(p.ids.length);
    for (let i = 0; i < out.length; i++) out[i] = info(p.ids[i]!);
    return out;
  };
  const rules: Constraints = new Map();
  let chosen = chosenOf(pass);
  const on = (name: string) => !ctx.without?.has(name);
  const input = (): RuleInput<C> => ({ tokens, chosen, ctx, on });
  const decodeUnderRules = () => {
    pass = withScores ? decoder.scored(allowOf(rules, info)) : { ids: decoder.ids(allowOf(rules, info)).slice(), candidates: [], scores: [] };
    chosen = chosenOf(pass);
  };
  // A soft rule's trials each constrain one more token; the best is taken unless it costs more than the margin.
  // A trial whose token has no allowed candidate within LOCAL_GAP_FACTOR × margin of its chosen one, scored
  // in the current path's context, is not decoded: the path would lose about that much.
  const trySoft = (trials: Trial[], margin: number): boolean => {
    if (trials.length === 0) return false;
    let best = pass.candidates.length ? pass : decoder.scored(rules.size ? allowOf(rules, info) : undefined);
    const current = best;
    let bestScore = pathScore(best) - margin;
    let taken: Trial | undefined;
    for (const trial of trials) {
      if (localGap(current, trial[0], trial[1], info) > LOCAL_GAP_FACTOR * margin) continue;
      const result = decoder.scored(allowOf(new Map([...rules, trial]), info));
      const score = pathScore(result);
      if (score > bestScore) [best, bestScore, taken] = [result, score, trial];
    }
    pass = best;
    if (!taken) return false;
    rules.set(taken[0], taken[1]);
    chosen = chosenOf(pass);
    return true;
  };
  for (const step of steps) {
    if ('together' in step) {
      const read = input();
      const before = rules.size;
      for (const rule of step.together) if (on(rule.name)) rule.apply(read, rules);
      if (rules.size > before) decodeUnderRules();
    } else if ('each' in step) {
      const rule = step.each;
      for (let round = 0; round < (step.rounds ?? 1) && on(rule.name) && rule.apply(input(), rules); round++) decodeUnderRules();
    } else {
      const rule = step.soft;
      if (!on(rule.name)) continue;
      const margin = rule.margin(ctx);
      const fallback = rule.fallback && on(rule.fallback.name) ? rule.fallback : undefined;
      const read = input();
      for (const trials of rule.trials(read)) {
        const open = trials.filter(([i]) => !rules.has(i));
        if (!trySoft(open, margin) && fallback) trySoft(open.filter(([i]) => fallback.keeps(read, i)), fallback.margin(ctx));
      }
    }
  }
  return rules.size > 0 ? { ...pass, constrained: new Set(rules.keys()) } : pass;
}
