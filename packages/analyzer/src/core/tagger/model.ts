/**
 * A trained tagger: tags sentences (choosing among candidates), reports every candidate's score, and
 * picks lemmas from what training taught. Serialised as `<base>.json` (tables) + `<base>.weights` (the
 * packed weight table as raw typed arrays, loaded without parsing).
 */
import { HistoryPriorScorer, type HistoryPrior } from './history-prior';
import { readFileSync, writeFileSync } from 'node:fs';
import type { TagDictionaries } from './candidates';
import { BeamBuffers, TAGGING_BEAM_WIDTH, decodeBeam } from './decode';
import { TaggerEngine } from './engine';
import type { TaggerInput } from './input';
import { Lattice } from './lattice';
import { conventionLemmaFromTables, conventionUposFromTables, lemmatizeFromTables, type LemmaTables } from './lemmatizer';
import { readRowWeights, writeRowWeights } from './row-file';
import type { RowWeights } from './rows';
import { TagSet, UPOS_GROUPS } from './tagset';
import { AnalyzerError } from '../errors';

/** Tagging result of one sentence: the chosen tag per token and every candidate with its score. */
export interface TaggedSentence {
  tags: string[];
  /** Candidates of each token, best first, with the perceptron's score. */
  candidates: { tag: string; score: number }[][];
}

const FORMAT_VERSION = 5;
/**
 * Sparse weight rows at least this long are sorted by part of speech once loaded (RowWeights.groupRows): a token
 * then reads only its candidates' parts of speech in them.
 */
const GROUPED_ROW_LENGTH = 24;

/** What the training recorded about a model (epochs, sources, the history prior…), saved with it as JSON. */
// eslint-disable-next-line no-restricted-syntax -- JSON metadata, read only by names written in the code
export type ModelMeta = Readonly<Record<string, unknown>>;

export class TaggerModel {
  private readonly engine: TaggerEngine;
  private out = new Int32Array(256);
  private readonly beam = new BeamBuffers();
  /** The lattice of tagIds, tagWithScores and tag, and the input it was prepared from with its arrays (an input is not expected to change in place). */
  private readonly own = new Lattice();
  private prepared: { input: TaggerInput } & TaggerInput | null = null;
  /** Beam width of decoding (1 = greedy). */
  beamWidth = TAGGING_BEAM_WIDTH;

  constructor(
    readonly tagset: TagSet,
    readonly dict: TagDictionaries,
    readonly weights: RowWeights,
    readonly lemmas: LemmaTables,
    readonly meta: ModelMeta,
  ) {
    tagset.frozen = true;
    this.engine = new TaggerEngine(tagset, dict, weights);
  }

  /** The tag-sequence prior the model was trained with (meta.historyPrior), if any: its name. */
  get historyPriorName(): string | undefined {
    return (this.meta.historyPrior as { name?: string } | undefined)?.name;
  }

  /** The weight of that prior. */
  get historyPriorWeight(): number | undefined {
    return (this.meta.historyPrior as { weight?: number } | undefined)?.weight;
  }

  /**
   * Attaches the tag-sequence prior the model was trained with; it must be the same prior (name and weight)
   * or the scores would not be those training learnt around.
   */
  useHistoryPrior(prior: HistoryPrior): void {
    const trained = this.meta.historyPrior as { name: string; weight: number } | undefined;
    if (!trained || trained.name !== prior.name || trained.weight !== prior.weight) {
      throw new AnalyzerError('model_mismatch', `addestrato con ${trained ? `${trained.name} × ${trained.weight}` : 'nessuna distribuzione a priori'}, non ${prior.name} × ${prior.weight}`);
    }
    this.engine.historyPrior = new HistoryPriorScorer(prior, (id) => this.tagset.tags[id]!);
    this.prepared = null;
  }

  /**
   * Prepares a sentence for decoding (the pipeline's tag stage): its candidates and cached form entries, into
   * `lattice`, which keeps them for every decoding of the sentence. Example: `model.decode(model.prepare(input))`.
   */
  prepare(input: TaggerInput, lattice = new Lattice()): Lattice {
    if (lattice === this.own) this.prepared = null;
    this.engine.prepare(input, lattice);
    return lattice;
  }

  /**
   * Decodes a prepared sentence, returning tag ids (a view reused by the next call: copy it to keep it). `allow`
   * limits the tags a token may take (constraints from grammar rules); a token it leaves with nothing keeps all.
   */
  decode(lattice: Lattice, allow?: (token: number, tagId: number) => boolean): Int32Array {
    this.engine.use(lattice);
    const n = lattice.length;
    if (this.out.length < n) this.out = new Int32Array(n * 2);
    const out = this.out.subarray(0, n);
    decodeBeam(this.engine, out, this.beamWidth, this.beam, allow && this.allowedMask(n, allow));
    return out;
  }

  /**
   * Decodes a prepared sentence and scores every candidate of each token in the context of the chosen tags:
   * per token, its candidate tag ids and their scores (same order). For callers that show alternatives.
   */
  decodeWithScores(lattice: Lattice, allow?: (token: number, tagId: number) => boolean): { ids: Int32Array; candidates: Int32Array[]; scores: Float64Array[] } {
    const ids = this.decode(lattice, allow).slice();
    const e = this.engine;
    const n = ids.length;
    // One copy of the sentence's candidates (made once per preparation, shared by its decodings: not to be
    // changed) and one buffer of scores; each token gets views of them.
    const { start } = lattice.cands;
    const total = start[n]!;
    let candidates = lattice.candidateViews;
    if (candidates === null || candidates.length !== n) {
      const allIds = lattice.cands.ids.slice(0, total);
      candidates = new Array<Int32Array>(n);
      for (let i = 0; i < n; i++) candidates[i] = allIds.subarray(start[i]!, start[i + 1]!);
      lattice.candidateViews = candidates;
    }
    const allScores = new Float64Array(total);
    const scores: Float64Array[] = new Array(n);
    for (let i = 0; i < n; i++) {
      e.scoreStatic(i);
      e.scoreHistory(i, i > 0 ? ids[i - 1]! : -1, i > 1 ? ids[i - 2]! : -1);
      const from = start[i]!;
      const to = start[i + 1]!;
      for (let k = from; k < to; k++) allScores[k] = e.scores[k - from]!;
      scores[i] = allScores.subarray(from, to);
    }
    return { ids, candidates, scores };
  }

  /** Tags a sentence (prepare and decode in one call); the ids are a view reused by the next call. */
  tagIds(input: TaggerInput, allow?: (token: number, tagId: number) => boolean): Int32Array {
    return this.decode(this.preparedOwn(input), allow);
  }

  /** The model's own lattice, prepared for `input` unless it already is (decoding it again under other constraints). */
  private preparedOwn(input: TaggerInput): Lattice {
    if (!this.isPrepared(input)) {
      this.engine.prepare(input, this.own);
      this.prepared = { input, forms: input.forms, keys: input.keys, candidates: input.candidates, priors: input.priors, convention: input.convention };
    }
    return this.own;
  }

  /** True when the own lattice holds this very input (same object, same arrays), as prepared by the last call. */
  private isPrepared(input: TaggerInput): boolean {
    const p = this.prepared;
    return p !== null && p.input === input && p.forms === input.forms && p.keys === input.keys && p.candidates === input.candidates
      && p.priors === input.priors && p.convention === input.convention;
  }

  /** The decoder's mask of allowed candidates; a token with no allowed candidate keeps all of them. */
  private allowedMask(n: number, allow: (token: number, tagId: number) => boolean): Uint8Array {
    const { start, ids } = this.engine.cands;
    const mask = new Uint8Array(start[n]!);
    for (let i = 0; i < n; i++) {
      let any = false;
      for (let k = start[i]!; k < start[i + 1]!; k++) if ((mask[k] = allow(i, ids[k]!) ? 1 : 0)) any = true;
      if (!any) mask.fill(1, start[i]!, start[i + 1]!);
    }
    return mask;
  }

  /** Tags a sentence. Example: `model.tag({ forms, keys, candidates }).tags[0]` → `'PROPN|Case=Nom|…'`. */
  tag(input: TaggerInput, withCandidates = false): TaggedSentence {
    if (!withCandidates) return { tags: Array.from(this.tagIds(input), (id) => this.tagset.tags[id]!), candidates: [] };
    const { ids, candidates: cands, scores } = this.tagWithScores(input);
    const tags = Array.from(ids, (id) => this.tagset.tags[id]!);
    // Each candidate's score in the context of the chosen path, best first.
    const candidates = cands.map((list, i) => Array.from(list, (id, k) => ({ tag: this.tagset.tags[id]!, score: scores[i]![k]! })).sort((a, b) => b.score - a.score));
    return { tags, candidates };
  }

  /** Tags a sentence and scores every candidate of each token in the context of the chosen tags (see decodeWithScores). */
  tagWithScores(input: TaggerInput, allow?: (token: number, tagId: number) => boolean): { ids: Int32Array; candidates: Int32Array[]; scores: Float64Array[] } {
    return this.decodeWithScores(this.preparedOwn(input), allow);
  }

  tagName(id: number): string {
    return this.tagset.tags[id]!;
  }

  /** The lemma training gives for (key, tag); `seen` tells whether the pair itself was in training. */
  lemmatize(key: string, tag: string, convention?: string): { lemma: string; seen: boolean; own?: boolean } {
    const bar = tag.indexOf('|');
    return lemmatizeFromTables(this.lemmas, key, tag, bar < 0 ? tag : tag.slice(0, bar), convention);
  }

  /** The lemma a convention writes instead of a lexicon lemma (by comparison key) with this tag, if it regularly does. */
  conventionLemma(convention: string, tag: string, lexiconLemmaKey: string): string | undefined {
    return conventionLemmaFromTables(this.lemmas, convention, tag, lexiconLemmaKey);
  }

  /** The part of speech a convention (treebank) gives a lemma, given the tagger's (see conventionUposFromTables). */
  conventionUpos(convention: string, lemmaKey: string, upos: string, lemmaClass?: string | null): string {
    return conventionUposFromTables(this.lemmas, convention, lemmaKey, upos, lemmaClass);
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
      conventionUpos: [...this.lemmas.conventionUpos],
      conventionLemmas: [...this.lemmas.conventionLemmas],
    };
    writeFileSync(`${base}.json`, JSON.stringify(json));
    writeRowWeights(`${base}.weights`, this.weights, FORMAT_VERSION);
  }

  static load(base: string): TaggerModel {
    const json = JSON.parse(readFileSync(`${base}.json`, 'utf8')) as SavedTables;
    if (json.version !== FORMAT_VERSION) throw new AnalyzerError('data_format', `modello ${base}: versione ${json.version}`);
    const tagset = new TagSet(json.tags, json.parts);
    const byForm = new Map<string, { ids: Int32Array; count: number }>();
    for (const [key, count, ...ids] of json.byForm) byForm.set(key, { ids: Int32Array.from(ids), count });
    const bySuffix = new Map<number, Int32Array>();
    for (const [h, ...ids] of json.bySuffix) bySuffix.set(h, Int32Array.from(ids));
    const dict = { byForm, bySuffix, fallback: Int32Array.from(json.fallback) };
    const lemmas: LemmaTables = { byFormTag: new Map(json.byFormTag), scripts: new Map(json.scripts), frequency: new Map(json.frequency), conventionUpos: new Map(json.conventionUpos), conventionLemmas: new Map(json.conventionLemmas) };
    const weights = loadWeights(`${base}.weights`);
    weights.groupRows(tagset.partGroups(), UPOS_GROUPS, GROUPED_ROW_LENGTH);
    return new TaggerModel(tagset, dict, weights, lemmas, json.meta);
  }
}

/** Reads the weight rows written by save() (row-file.ts). */
function loadWeights(path: string): RowWeights {
  const { version, weights } = readRowWeights(path);
  if (version !== FORMAT_VERSION) throw new AnalyzerError('data_format', `modello ${path}: versione ${version}`);
  return weights;
}

interface SavedTables {
  version: number;
  meta: ModelMeta;
  tags: string[];
  parts: string[];
  byForm: [string, number, ...number[]][];
  bySuffix: [number, ...number[]][];
  fallback: number[];
  byFormTag: [string, string][];
  scripts: [string, string][];
  frequency: [string, number][];
  conventionUpos: [string, string][];
  conventionLemmas: [string, string][];
}
