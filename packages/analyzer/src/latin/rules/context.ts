/**
 * What the Latin rules read besides the sentence (the lexicon's counts, the treebank convention, the soft
 * rules' margins), and the factories that type a rule with it.
 * Example: `hardRule({ name: 'quam', apply: (input, out) => … })`.
 */
import type { HardRule, RuleInput, SoftRule } from '../../core/constraints/engine';
import type { Analysis } from '../../core/types';

export interface LatinRuleContext {
  /** Lexicon frequency of an analysis's lemma. */
  frequency: (a: Analysis) => number;
  /** The canonical tag of an analysis (the tagger's tag names). */
  tagOf: (a: Analysis) => string;
  /** The soft rules' margins, when not FINITE_VERB_MARGIN and SUBJECT_MARGIN (to measure them). */
  margins?: { finiteVerb: number; subject: number; oneFiniteVerb?: number; hyperbaton?: number };
  /** Whether the lexicon reads a form as the adjective of a lemma (*maiores* of maior; not *fors* of fortis), rule 19. */
  isAdjectiveForm?: (form: string, lemma: string) => boolean;
  /** Whether an analysis's lemma names a people (a masculine plural proper noun: Parthi, Sequani). */
  isPeople?: (a: Analysis) => boolean;
  /** The treebank convention the output follows (rules 14 and 15 read its habits), or none for students. */
  convention?: string;
}

export type LatinRuleInput = RuleInput<LatinRuleContext>;

/** A Latin hard rule, its identifiers kept as literal types (registry.ts lists them as RuleName). */
export const hardRule = <const N extends string>(rule: HardRule<LatinRuleContext, N>) => rule;

/** A Latin soft rule, its identifiers kept as literal types. */
export const softRule = <const N extends string>(rule: SoftRule<LatinRuleContext, N>) => rule;

/** Parts of speech a modifier agrees with when they stand beside it (`populi Romani`, `imperium quod`). */
export const AGREEING_UPOS: ReadonlySet<string> = new Set(['NOUN', 'PROPN', 'PRON']);

/** The enclitic conjunctions as look-up keys (*-que*, *-ve*: normalised v → u): they join their host to the word before it. */
export const ENCLITIC_CONJUNCTIONS: ReadonlySet<string> = new Set(['que', 'ue']);

/** Punctuation that ends a sentence part: a finite verb beyond it belongs to another clause. */
export const STRONG_PUNCTUATION: ReadonlySet<string> = new Set(['.', ';', ':', '?', '!']);
