/**
 * The tag vocabulary: a tag is `UPOS` or `UPOS|Key=Value|…` (UD features, canonical order). Each tag is
 * also broken into parts (the tag itself, its UPOS, its case, its verbal form) so that a weight learnt for
 * one tag helps its relatives and a tag never seen in training can still be scored through its parts.
 */
import { tagFeature } from '../types';
import { agreementInfo } from './agreement';
import { clauseRoleOf } from './clause';

function featValue(tag: string, key: string): string {
  return tagFeature(tag, key) ?? '-';
}

/** Part names of a tag: itself, its UPOS, UPOS+case/number, UPOS+verbal form. */
export function partsOfTag(tag: string): string[] {
  const bar = tag.indexOf('|');
  const upos = bar < 0 ? tag : tag.slice(0, bar);
  return [
    `T:${tag}`,
    `U:${upos}`,
    `C:${upos}:${featValue(tag, 'Case')}:${featValue(tag, 'Number')}`,
    `V:${upos}:${featValue(tag, 'VerbForm')}:${featValue(tag, 'Mood')}:${featValue(tag, 'Tense')}:${featValue(tag, 'Aspect')}`,
  ];
}

export const PARTS_PER_TAG = 4;

const UPOS_ORDER = ['ADJ', 'ADP', 'ADV', 'AUX', 'CCONJ', 'DET', 'INTJ', 'NOUN', 'NUM', 'PART', 'PRON', 'PROPN', 'PUNCT', 'SCONJ', 'SYM', 'VERB', 'X'];

/** One bit per UPOS (bit 30 for anything else), for the coarse ambiguity class of a token. */
function uposBitOf(upos: string): number {
  const k = UPOS_ORDER.indexOf(upos);
  return 1 << (k < 0 ? 30 : k);
}

/** Groups of the parts by part of speech (UPOS_ORDER's, then one for any other): see RowWeights.groupRows. */
export const UPOS_GROUPS = UPOS_ORDER.length + 1;

/** The part groups a token's candidates may take, one bit each, from their UPOS bits (uposBitOf). */
export function uposGroupMask(uposBits: number): number {
  return (uposBits & ((1 << UPOS_ORDER.length) - 1)) | (((uposBits >>> 30) & 1) << UPOS_ORDER.length);
}

/** The UPOS bits of a token whose candidates are all punctuation (which closes a clause, clause.ts). */
export const PUNCT_BITS = uposBitOf('PUNCT');

export class TagSet {
  readonly tags: string[] = [];
  readonly upos: string[] = [];
  /** The UPOS bit of each tag id (see uposBitOf). */
  readonly uposBits: number[] = [];
  /** What agreement needs of each tag id (agreement.ts). */
  readonly agreement: number[] = [];
  /** The role each tag id can play for its clause (clause.ts). */
  readonly clauseRole: number[] = [];
  private readonly ids = new Map<string, number>();
  private readonly partIds = new Map<string, number>();
  /** PARTS_PER_TAG part ids per tag (−1 for a part unknown to the model). */
  partsOf: Int32Array = new Int32Array(0);
  /** When frozen, unknown parts are not added (a loaded model scores only what it learnt). */
  frozen = false;

  constructor(tags: readonly string[] = [], parts: readonly string[] = []) {
    for (const p of parts) this.partIds.set(p, this.partIds.size);
    for (const t of tags) this.idOf(t);
  }

  get size(): number {
    return this.tags.length;
  }

  get partNames(): string[] {
    return [...this.partIds.keys()];
  }

  get partCount(): number {
    return this.partIds.size;
  }

  /** The id of a tag, adding it (and its parts) when new. */
  idOf(tag: string): number {
    const known = this.ids.get(tag);
    if (known !== undefined) return known;
    const id = this.tags.length;
    this.ids.set(tag, id);
    this.tags.push(tag);
    const bar = tag.indexOf('|');
    this.upos.push(bar < 0 ? tag : tag.slice(0, bar));
    this.uposBits.push(uposBitOf(this.upos[id]!));
    this.agreement.push(agreementInfo(tag));
    this.clauseRole.push(clauseRoleOf(tag));
    if (this.partsOf.length < (id + 1) * PARTS_PER_TAG) {
      const grown = new Int32Array(Math.max(64, this.partsOf.length * 2));
      grown.set(this.partsOf);
      this.partsOf = grown;
    }
    const parts = partsOfTag(tag);
    for (let k = 0; k < PARTS_PER_TAG; k++) this.partsOf[id * PARTS_PER_TAG + k] = this.partId(parts[k]!);
    return id;
  }

  /** The group (UPOS_GROUPS) of each part: that of the part of speech of the tags it is a part of. */
  partGroups(): Uint8Array {
    const out = new Uint8Array(this.partCount).fill(UPOS_ORDER.length);
    for (let id = 0; id < this.size; id++) {
      const group = 31 - Math.clz32(uposGroupMask(this.uposBits[id]!));
      for (let k = 0; k < PARTS_PER_TAG; k++) {
        const part = this.partsOf[id * PARTS_PER_TAG + k]!;
        if (part >= 0) out[part] = group;
      }
    }
    return out;
  }

  has(tag: string): boolean {
    return this.ids.has(tag);
  }

  private partId(part: string): number {
    const known = this.partIds.get(part);
    if (known !== undefined) return known;
    if (this.frozen) return -1;
    const id = this.partIds.size;
    this.partIds.set(part, id);
    return id;
  }
}
