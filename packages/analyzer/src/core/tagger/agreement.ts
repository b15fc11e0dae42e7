/**
 * Agreement as a tagger feature: whether a candidate tag's case, number and gender match a noun or a
 * modifier among the neighbours' candidates. A demonstrative before a noun of its case is a determiner
 * (illa die), alone a pronoun; an adjective without a noun to agree with is often used as a noun.
 * Each token gets an agreement profile (per case × number slot, the genders its nominal candidates and its
 * modifier candidates may have); a candidate's flags say which neighbours agree with it, and the flags are
 * weighted per the candidate's UPOS, like the lexicon prior (engine.ts).
 */
import { tagFeature } from '../types';
import { mixHash } from './hash';

const CASES = ['Nom', 'Gen', 'Dat', 'Acc', 'Abl', 'Voc', 'Loc'];
const NUMBERS = ['Sing', 'Plur', 'Dual'];
const GENDERS: ReadonlyMap<string, number> = new Map(Object.entries({ Masc: 1, Fem: 2, Neut: 4 }));
/** Case × number slots of a profile. */
export const AGREEMENT_SLOTS = CASES.length * NUMBERS.length;
/** Bytes of a token's profile: nominal heads, then modifiers. */
export const PROFILE_SIZE = 2 * AGREEMENT_SLOTS;
/** A tag with no case (verbs, adverbs…): no agreement feature. */
export const NO_AGREEMENT = -1;
/** Number of distinct flag values (see agreementFlags). */
export const AGREEMENT_FLAG_VALUES = 64;
/** Feature of each flag value; its weight is read on the candidate's UPOS part. */
export const AGREEMENT_FEATURES = Array.from({ length: AGREEMENT_FLAG_VALUES }, (_, f) => mixHash(41, f));

/** A convention's own copy of an agreement feature (convention hash from features.ts conventionHash). */
export function conventionAgreementFeature(convention: number, feature: number): number {
  return mixHash(42, mixHash(convention, feature));
}

const HEADS = new Set(['NOUN', 'PROPN']);
const MODIFIERS = new Set(['ADJ', 'DET', 'NUM']);

/**
 * Packs what agreement needs of a tag: slot (case × number), gender bits (all three when unknown) and role
 * (1 = noun, 2 = modifier: adjective, determiner, numeral, participle, 0 = other cased word), or NO_AGREEMENT.
 * Example: `agreementInfo('DET|Case=Abl|Gender=Fem|Number=Sing')` → slot of Abl Sing, Fem, modifier.
 */
export function agreementInfo(tag: string): number {
  const c = CASES.indexOf(tagFeature(tag, 'Case') ?? '');
  const n = NUMBERS.indexOf(tagFeature(tag, 'Number') ?? '');
  if (c < 0 || n < 0) return NO_AGREEMENT;
  let genders = 0;
  for (const g of (tagFeature(tag, 'Gender') ?? '').split(',')) genders |= GENDERS.get(g) ?? 0;
  const bar = tag.indexOf('|');
  const upos = bar < 0 ? tag : tag.slice(0, bar);
  const verbForm = tagFeature(tag, 'VerbForm');
  const role = HEADS.has(upos) ? 1 : MODIFIERS.has(upos) || verbForm === 'Part' || verbForm === 'Gdv' ? 2 : 0;
  return (c * NUMBERS.length + n) | ((genders || 7) << 5) | (role << 8);
}

/** Adds a token's candidates (ids[from..to)) to its profile at out[at..at+PROFILE_SIZE), cleared first. */
export function fillProfile(ids: ArrayLike<number>, from: number, to: number, info: ArrayLike<number>, out: Uint8Array, at: number): void {
  out.fill(0, at, at + PROFILE_SIZE);
  for (let k = from; k < to; k++) {
    const a = info[ids[k]!]!;
    if (a === NO_AGREEMENT) continue;
    const role = a >> 8;
    if (role === 0) continue;
    out[at + (role - 1) * AGREEMENT_SLOTS + (a & 31)]! |= (a >> 5) & 7;
  }
}

/**
 * The flags of a candidate with agreement info `a`, given the profiles of the tokens at −2, −1, +1, +2
 * (offsets into `profiles`, or −1 outside the sentence): a noun agrees at −1, +1, −2, +2 (bits 0–3), a
 * modifier agrees at −1, +1 (bits 4–5). NO_AGREEMENT when the candidate has no case.
 */
export function agreementFlags(a: number, profiles: Uint8Array, prev2: number, prev: number, next: number, next2: number): number {
  if (a === NO_AGREEMENT) return NO_AGREEMENT;
  const slot = a & 31;
  const genders = (a >> 5) & 7;
  const mod = AGREEMENT_SLOTS + slot;
  let flags = 0;
  if (prev >= 0 && profiles[prev + slot]! & genders) flags |= 1;
  if (next >= 0 && profiles[next + slot]! & genders) flags |= 2;
  if (prev2 >= 0 && profiles[prev2 + slot]! & genders) flags |= 4;
  if (next2 >= 0 && profiles[next2 + slot]! & genders) flags |= 8;
  if (prev >= 0 && profiles[prev + mod]! & genders) flags |= 16;
  if (next >= 0 && profiles[next + mod]! & genders) flags |= 32;
  return flags;
}
