/**
 * What grammar rules read of a tag (UPOS + UD features), parsed once per tag, and the tests on it that
 * rules share. Language-neutral: the features are Universal Dependencies'.
 * Example: `infoOf('NOUN|Case=Abl|Number=Plur').case` → `'Abl'`.
 */
import { narrowed, type Constraints, type ConstraintToken } from './types';

/** What the rules read of a tag, parsed once per tag (the rules run on every sentence). */
export interface TagInfo {
  upos: string;
  case: string | undefined;
  finite: boolean;
  thirdPerson: boolean;
  /** A verb in the second person or the imperative (someone is spoken to). */
  addressed: boolean;
  number: string | undefined;
  /** Masc, Fem, Neut or a comma-separated list of them. */
  gender: string | undefined;
  superlative: boolean;
  comparative: boolean;
  subjunctive: boolean;
  participle: boolean;
  /** A participle in the future (VerbForm=Part with Tense=Fut: *scripturus*). */
  futurePart: boolean;
  infinitive: boolean;
  /** A gerund (VerbForm=Ger) or a gerundive (VerbForm=Gdv). */
  gerund: boolean;
  gerundive: boolean;
  /** A finite verb's whole tag (person, number, tense, mood, voice), else undefined. */
  finiteForm: string | undefined;
}
const tagInfos = new Map<string, TagInfo>();

/** The parsed tag, made once per tag name. Example: `infoOf('VERB|Mood=Sub|VerbForm=Fin').subjunctive` → true. */
export function infoOf(tag: string): TagInfo {
  let info = tagInfos.get(tag);
  if (!info) {
    const bar = tag.indexOf('|');
    const at = tag.indexOf('Case=');
    info = {
      upos: bar < 0 ? tag : tag.slice(0, bar),
      case: at < 0 ? undefined : tag.slice(at + 5, at + 8),
      finite: tag.includes('VerbForm=Fin'),
      thirdPerson: tag.includes('Person=3'),
      addressed: tag.includes('Person=2') || tag.includes('Mood=Imp'),
      number: /Number=(\w+)/.exec(tag)?.[1],
      gender: /Gender=([\w,]+)/.exec(tag)?.[1],
      superlative: tag.includes('Degree=Sup'),
      comparative: tag.includes('Degree=Cmp'),
      subjunctive: tag.includes('Mood=Sub'),
      participle: tag.includes('VerbForm=Part'),
      futurePart: tag.includes('VerbForm=Part') && tag.includes('Tense=Fut'),
      infinitive: tag.includes('VerbForm=Inf'),
      gerund: tag.includes('VerbForm=Ger'),
      gerundive: tag.includes('VerbForm=Gdv'),
      finiteForm: tag.includes('VerbForm=Fin') ? tag : undefined,
    };
    tagInfos.set(tag, info);
  }
  return info;
}

/** Whoever names the tagger's tag ids (a constraint context). */
export interface TagNames {
  tagName: (id: number) => string;
}

/** A context's tag ids → what the rules read of them, filled on first use. */
const idInfos = new WeakMap<TagNames, TagInfo[]>();

/** The parsed tag of a tag id, per context. Example: `idInfoOf(ctx)(3).upos` → `'ADP'`. */
export function idInfoOf(ctx: TagNames): (id: number) => TagInfo {
  let table = idInfos.get(ctx);
  if (!table) idInfos.set(ctx, (table = []));
  const t = table;
  return (id) => t[id] ?? (t[id] = infoOf(ctx.tagName(id)));
}

/** A test on what a tag is (a rule's allowed readings). */
export type TagTest = (tag: TagInfo) => boolean;

/** True when one of the token's candidate tags passes the test. Example: `canBe(ante, IS_ADVERB)`. */
export const canBe = (token: ConstraintToken, test: TagTest) => token.tags?.some((t) => test(infoOf(t))) ?? false;

/**
 * Narrows token i's constraint in `out` by `test` (with any constraint already there) when one of its candidate tags
 * passes; true when it did. The step every hard rule takes for a token it constrains.
 */
export function constrainTo(out: Constraints, token: ConstraintToken, i: number, test: TagTest): boolean {
  const both = narrowed(out, i, test);
  if (!canBe(token, both)) return false;
  out.set(i, both);
  return true;
}

/** Parts of speech that take a case. */
export const NOMINAL: ReadonlySet<string> = new Set(['NOUN', 'PROPN', 'ADJ', 'PRON', 'DET', 'NUM']);

// Tests the rules share, made once: a named closure made inside a rule would be made again for every sentence.
export const IS_FINITE: TagTest = (t) => t.finite;
export const IS_ADVERB: TagTest = (t) => t.upos === 'ADV';
export const IS_PRONOUN: TagTest = (t) => t.upos === 'PRON';
export const IS_PREPOSITION: TagTest = (t) => t.upos === 'ADP';
export const IS_CONJUNCTION: TagTest = (t) => t.upos === 'SCONJ';
export const NOT_CONJUNCTION: TagTest = (t) => t.upos !== 'SCONJ';
export const NOT_VOCATIVE: TagTest = (t) => t.case !== 'Voc';
export const NOT_FINITE: TagTest = (t) => !t.finite && t.upos !== 'PUNCT';
export const HAS_NOMINAL_CASE: TagTest = (t) => !!t.case && NOMINAL.has(t.upos);
export const IS_NOUN: TagTest = (t) => t.upos === 'NOUN' || t.upos === 'PROPN';
export const IS_NOUN_OR_PRONOUN: TagTest = (t) => t.upos === 'NOUN' || t.upos === 'PROPN' || t.upos === 'PRON';
export const IS_MODIFIER: TagTest = (t) => t.upos === 'ADJ' || t.upos === 'DET' || (t.upos === 'VERB' && !!t.case);
