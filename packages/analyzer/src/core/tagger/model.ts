/**
 * A trained tagger: tags sentences (choosing among candidates), reports every candidate's score, and
 * picks lemmas from what training taught. Serialised as `<base>.json` (tables) + `<base>.weights` (the
 * packed weight table as raw typed arrays, loaded without parsing).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { TagDictionaries } from './candidates';
import { TaggerEngine, type TaggerInput } from './engine';
import { lemmatizeFromTables, type LemmaTables } from './lemmatizer';
import { TagSet } from './tagset';
import { DenseWeights } from './weights';

/** Tagging result of one sentence: the chosen tag per token and every candidate with its score. */
export interface TaggedSentence {
  tags: string[];
  /** Candidates of each token, best first, with the perceptron's score. */
  candidates: { tag: string; score: number }[][];
}

const FORMAT_VERSION = 1;

export class TaggerModel {
  private readonly engine: TaggerEngine;
  private out = new Int32Array(256);

  constructor(
    readonly tagset: TagSet,
    readonly dict: TagDictionaries,
    readonly weights: DenseWeights,
    readonly lemmas: LemmaTables,
    readonly meta: Record<string, unknown>,
  ) {
    tagset.frozen = true;
    this.engine = new TaggerEngine(tagset, dict, weights);
  }

  /** Tags a sentence, returning tag ids (a view reused by the next call: copy it to keep it). */
  tagIds(input: TaggerInput): Int32Array {
    const n = input.keys.length;
    if (this.out.length < n) this.out = new Int32Array(n * 2);
    const out = this.out.subarray(0, n);
    this.engine.prepare(input, 1);
    this.engine.decode(out);
    return out;
  }

  /** Tags a sentence. Example: `model.tag({ forms, keys, candidates }).tags[0]` → `'PROPN|Case=Nom|…'`. */
  tag(input: TaggerInput, withCandidates = false): TaggedSentence {
    const n = input.keys.length;
    const e = this.engine;
    e.prepare(input, 1);
    const tags: string[] = [];
    const candidates: { tag: string; score: number }[][] = [];
    let t1 = -1;
    let t2 = -1;
    for (let i = 0; i < n; i++) {
      const best = e.scoreToken(i, t1, t2);
      const id = e.cands.ids[best]!;
      tags.push(this.tagset.tags[id]!);
      if (withCandidates) {
        const from = e.cands.start[i]!;
        const list: { tag: string; score: number }[] = [];
        for (let k = from; k < e.cands.start[i + 1]!; k++) list.push({ tag: this.tagset.tags[e.cands.ids[k]!]!, score: e.scores[k - from]! });
        list.sort((a, b) => b.score - a.score);
        candidates.push(list);
      }
      t2 = t1;
      t1 = id;
    }
    return { tags, candidates };
  }

  tagName(id: number): string {
    return this.tagset.tags[id]!;
  }

  /** The lemma training gives for (key, tag); `seen` tells whether the pair itself was in training. */
  lemmatize(key: string, tag: string): { lemma: string; seen: boolean } {
    const bar = tag.indexOf('|');
    return lemmatizeFromTables(this.lemmas, key, tag, bar < 0 ? tag : tag.slice(0, bar));
  }

  /** How often training saw a lemma (by its comparison key). */
  lemmaFrequency(lemmaKey: string): number {
    return this.lemmas.frequency.get(lemmaKey) ?? 0;
  }

  /** True when training saw this normalised form. */
  isTrainingForm(key: string): boolean {
    return this.dict.byForm.has(key);
  }

  save(base: string): void {
    const d = this.dict;
    const json = {
      version: FORMAT_VERSION,
      meta: this.meta,
      tags: this.tagset.tags,
      parts: this.tagset.partNames,
      byForm: [...d.byForm].map(([k, v]) => [k, v.count, ...v.ids]),
      bySuffix: [...d.bySuffix].map(([h, ids]) => [h, ...ids]),
      fallback: [...d.fallback],
      byFormTag: [...this.lemmas.byFormTag],
      scripts: [...this.lemmas.scripts],
      frequency: [...this.lemmas.frequency],
    };
    writeFileSync(`${base}.json`, JSON.stringify(json));
    const sparse = this.weights.toSparse();
    const header = new Uint32Array([FORMAT_VERSION, Math.log2(this.weights.values.length), sparse.slots.length]);
    writeFileSync(`${base}.weights`, Buffer.concat([u8(header), u8(sparse.slots), u8(sparse.values)]));
  }

  static load(base: string): TaggerModel {
    const json = JSON.parse(readFileSync(`${base}.json`, 'utf8')) as SavedTables;
    if (json.version !== FORMAT_VERSION) throw new Error(`TAGGER_MODEL_VERSION: ${base} has version ${json.version}`);
    const tagset = new TagSet(json.tags, json.parts);
    const byForm = new Map<string, { ids: Int32Array; count: number }>();
    for (const [key, count, ...ids] of json.byForm) byForm.set(key, { ids: Int32Array.from(ids), count });
    const bySuffix = new Map<number, Int32Array>();
    for (const [h, ...ids] of json.bySuffix) bySuffix.set(h, Int32Array.from(ids));
    const dict = { byForm, bySuffix, fallback: Int32Array.from(json.fallback) };
    const lemmas: LemmaTables = { byFormTag: new Map(json.byFormTag), scripts: new Map(json.scripts), frequency: new Map(json.frequency) };
    const buf = readFileSync(`${base}.weights`);
    const bytes = new Uint8Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
    const [, bits, count] = new Uint32Array(bytes.buffer, 0, 3);
    const slots = new Uint32Array(bytes.buffer, 12, count);
    const values = new Float32Array(bytes.buffer, 12 + count! * 4, count);
    return new TaggerModel(tagset, dict, DenseWeights.fromSparse(bits!, slots, values), lemmas, json.meta);
  }
}

interface SavedTables {
  version: number;
  meta: Record<string, unknown>;
  tags: string[];
  parts: string[];
  byForm: [string, number, ...number[]][];
  bySuffix: [number, ...number[]][];
  fallback: number[];
  byFormTag: [string, string][];
  scripts: [string, string][];
  frequency: [string, number][];
}

function u8(a: ArrayBufferView): Uint8Array {
  return new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
}
