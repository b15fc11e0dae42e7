/**
 * The loaded lexicon in memory: the generated data plus the look-up maps built once at load time
 * (stem key → lemma radicals, per model ending key → slots), as Collatinus analyses: try every
 * split of a form into stem + ending, look the stem up, keep the endings its model allows.
 */
import { readFileSync } from 'node:fs';
import type { Upos } from '../../core/types';
import { resolveGlossesPath } from './paths';
import { LEXICON_FORMAT, decodeLemma, type GlossData, type LemmaEntry, type LexiconData, type ModelData } from './data-format';
import { KeyTable } from './key-table';
import { toLookupKey } from './normalize';
import { classifyLemma, isDeponentModel } from './word-classes';
import { AnalyzerError } from '../../core/errors';

/** The stem index: row of a stem key, and the packed readings of each row (`values[start[r]..start[r + 1])`). */
export interface StemTable {
  /** Row of the stem key made of the first `length` letters of `key`, or −1. Example: `find('rosam', 3)` (ros). */
  find(key: string, length: number): number;
  start: Uint32Array;
  values: Uint32Array;
}

/** A model ready for analysis: ending key → packed (slot << 4 | radical) entries. */
export interface RuntimeModel {
  data: ModelData;
  byEnding: Map<string, number[]>;
  /** Slot → endings with quantities and radical, for generating forms (rare ones last). */
  bySlot: Map<number, { ending: string; radical: number; rare: boolean }[]>;
  deponent: boolean;
}

export interface LexiconStore {
  data: LexiconData;
  models: RuntimeModel[];
  /** Stem key → packed stem readings (lemma, model, radical: see packStem). */
  stems: StemTable;
  /** Form key → irregular readings. */
  irregulars: Map<string, { lemma: number; slots: number[]; form: string }[]>;
  /** Lemma index → slots whose regular forms an exclusive irregular form replaces (sparse). */
  replacedSlots: (Set<number> | undefined)[];
  /** Lemma key → index (built on first use). */
  indexOfLemma(key: string): number | undefined;
  lemmaCount: number;
  maxEndingLength: number;
  uposOf(lemma: number): Upos[];
  /** Raw Collatinus glosses of a lemma; the glosses file is read on the first call. */
  glossesOf(lemma: number): Partial<Record<'it' | 'en' | 'fr', string>>;
  lemmaAt(index: number): LemmaEntry;
  /** Lemma key → the estimate of a count Collatinus lacks (see LexiconData.countEstimates). */
  countEstimates: Map<string, number>;
}

function prepareModel(data: ModelData): RuntimeModel {
  const byEnding = new Map<string, number[]>();
  const bySlot = new Map<number, { ending: string; radical: number; rare: boolean }[]>();
  for (const [slot, radical, ending, rare] of data.endings) {
    const key = toLookupKey(ending);
    const list = byEnding.get(key);
    const packed = (slot << 4) | radical;
    if (!list) byEnding.set(key, [packed]);
    else if (!list.includes(packed)) list.push(packed);
    const slotList = bySlot.get(slot) ?? [];
    slotList.push({ ending, radical, rare: rare === 1 });
    bySlot.set(slot, slotList);
  }
  return { data, byEnding, bySlot, deponent: isDeponentModel(data) };
}

/** Decodes the `key<TAB>packed,packed` lines of the stem index into typed arrays over the text's keys. */
function readStemIndex(text: string): StemTable {
  let rows = 1;
  let commas = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) rows++;
    else if (c === 44) commas++;
  }
  const keyStart = new Uint32Array(rows);
  const keyLength = new Uint16Array(rows);
  const start = new Uint32Array(rows + 1);
  const values = new Uint32Array(rows + commas);
  let row = 0;
  let n = 0;
  let from = 0;
  while (from < text.length) {
    let end = text.indexOf('\n', from);
    if (end < 0) end = text.length;
    const tab = text.indexOf('\t', from);
    keyStart[row] = from;
    keyLength[row] = tab - from;
    start[row] = n;
    let value = 0;
    for (let i = tab + 1; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === 44) { values[n++] = value; value = 0; } else value = value * 10 + (c - 48);
    }
    values[n++] = value;
    row++;
    from = end + 1;
  }
  start[row] = n;
  const keys = new KeyTable(text, keyStart.subarray(0, row), keyLength.subarray(0, row));
  return { find: (key, length) => keys.find(key, length), start: start.subarray(0, row + 1), values: values.subarray(0, n) };
}

/** Start of each line of `text` (and, last, the text's length + 1), and the length of its key (up to the first `|`). */
function indexLines(text: string): { lineStart: Uint32Array; keyLength: Uint16Array } {
  let count = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count++;
  const lineStart = new Uint32Array(count + 1);
  const keyLength = new Uint16Array(count);
  let from = 0;
  for (let k = 0; k < count; k++) {
    let end = text.indexOf('\n', from);
    if (end < 0) end = text.length;
    lineStart[k] = from;
    const bar = text.indexOf('|', from);
    keyLength[k] = (bar < 0 || bar > end ? end : bar) - from;
    from = end + 1;
  }
  lineStart[count] = text.length + 1;
  return { lineStart, keyLength };
}

const DECODED_CACHE = 4096;

/** Builds the look-up maps over already parsed lexicon data. */
export function createLexiconStore(data: LexiconData, loadGlosses: () => GlossData | null = () => null): LexiconStore {
  if (data.format !== LEXICON_FORMAT) throw new AnalyzerError('data_format', `lessico latino ${data.format}, atteso ${LEXICON_FORMAT}`);
  const models = data.models.map(prepareModel);
  let maxEndingLength = 0;
  for (const m of models) for (const k of m.byEnding.keys()) maxEndingLength = Math.max(maxEndingLength, k.length);

  const stems = readStemIndex(data.stemIndex);
  // Lemma lines stay in the one text they came in; a line is decoded when used, and the last few kept.
  const lemmaText = data.lemmas;
  const { lineStart, keyLength } = indexLines(lemmaText);
  const lemmaCount = keyLength.length;
  const decodedIndex = new Int32Array(DECODED_CACHE).fill(-1);
  const decoded: LemmaEntry[] = new Array(DECODED_CACHE);
  let lemmaKeys: KeyTable | undefined;
  const indexOfLemma = (key: string): number | undefined => {
    lemmaKeys ??= new KeyTable(lemmaText, lineStart.subarray(0, lemmaCount), keyLength);
    const index = lemmaKeys.find(key);
    return index < 0 ? undefined : index;
  };

  const irregulars = new Map<string, { lemma: number; slots: number[]; form: string }[]>();
  const replacedSlots: (Set<number> | undefined)[] = [];
  for (const [form, lemma, slots, exclusive] of data.irregulars) {
    const key = toLookupKey(form);
    irregulars.set(key, [...(irregulars.get(key) ?? []), { lemma, slots, form }]);
    if (exclusive) {
      const set = replacedSlots[lemma] ?? new Set<number>();
      for (const s of slots) set.add(s);
      replacedSlots[lemma] = set;
    }
  }

  const uposCache: (Upos[] | undefined)[] = [];
  const lemmaAt = (index: number): LemmaEntry => {
    const slot = index & (DECODED_CACHE - 1);
    if (decodedIndex[slot] === index) return decoded[slot]!;
    if (!(index >= 0 && index < lemmaCount)) throw new AnalyzerError('data_format', `lemma ${index} assente dal lessico`);
    const entry = decodeLemma(lemmaText.slice(lineStart[index], lineStart[index + 1]! - 1));
    decodedIndex[slot] = index;
    decoded[slot] = entry;
    return entry;
  };
  const uposOf = (index: number): Upos[] => {
    let list = uposCache[index];
    if (!list) {
      const entry = lemmaAt(index);
      list = classifyLemma(entry[0], (models[entry[2]] as RuntimeModel).data, entry[4]);
      uposCache[index] = list;
    }
    return list;
  };
  let glosses: GlossData | null | undefined;
  const glossesOf = (index: number): Partial<Record<'it' | 'en' | 'fr', string>> => {
    if (glosses === undefined) glosses = loadGlosses();
    const row = glosses?.glosses[index];
    const out: Partial<Record<'it' | 'en' | 'fr', string>> = {};
    if (row?.[0]) out.it = row[0];
    if (row?.[1]) out.en = row[1];
    if (row?.[2]) out.fr = row[2];
    return out;
  };
  // The two big text tables are decoded: keep the rest, so that the file's text can be collected.
  const kept: LexiconData = { ...data, lemmas: '', stemIndex: '' };
  const countEstimates = new Map(data.countEstimates);
  return { data: kept, models, stems, irregulars, replacedSlots, indexOfLemma, lemmaCount, maxEndingLength, uposOf, lemmaAt, glossesOf, countEstimates };
}

/** Reads and prepares the generated lexicon file. */
export function readLexiconStore(path: string): LexiconStore {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new AnalyzerError('data_missing', `lessico latino non trovato in ${path}`);
  }
  const loadGlosses = (): GlossData | null => {
    try {
      return JSON.parse(readFileSync(resolveGlossesPath(path), 'utf8')) as GlossData;
    } catch {
      return null; // meanings are optional: the analysis works without them
    }
  };
  return createLexiconStore(JSON.parse(text) as LexiconData, loadGlosses);
}
