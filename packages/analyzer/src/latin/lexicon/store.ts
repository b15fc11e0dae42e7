/**
 * The loaded lexicon in memory: the generated data plus the look-up maps built once at load time
 * (stem key → lemma radicals, per model ending key → slots), as Collatinus analyses: try every
 * split of a form into stem + ending, look the stem up, keep the endings its model allows.
 */
import { readFileSync } from 'node:fs';
import type { Upos } from '../../core/types';
import { resolveGlossesPath } from './paths';
import { LEXICON_FORMAT, decodeLemma, type GlossData, type LemmaEntry, type LexiconData, type ModelData, type StemRow } from './data-format';
import { toLookupKey } from './normalize';
import { classifyLemma, isDeponentModel } from './word-classes';

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
  stems: Map<string, StemRow>;
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

/** Decodes the `key<TAB>packed,packed` lines of the stem index into a Map. */
function readStemIndex(text: string): Map<string, StemRow> {
  const stems = new Map<string, StemRow>();
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const tab = text.indexOf('\t', start);
    const row: number[] = [];
    let value = 0;
    for (let i = tab + 1; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === 44) { row.push(value); value = 0; } else value = value * 10 + (c - 48);
    }
    row.push(value);
    stems.set(text.slice(start, tab), row);
    start = end + 1;
  }
  return stems;
}

/** Builds the look-up maps over already parsed lexicon data. */
export function createLexiconStore(data: LexiconData, loadGlosses: () => GlossData | null = () => null): LexiconStore {
  if (data.format !== LEXICON_FORMAT) throw new Error(`formato del lessico ${data.format} diverso da ${LEXICON_FORMAT}: rigenera con npm run build:lexicon`);
  const models = data.models.map(prepareModel);
  let maxEndingLength = 0;
  for (const m of models) for (const k of m.byEnding.keys()) maxEndingLength = Math.max(maxEndingLength, k.length);

  const stems = readStemIndex(data.stemIndex);
  const lemmaLines = data.lemmas.split('\n');
  const decoded: (LemmaEntry | undefined)[] = new Array(lemmaLines.length);
  let lemmaIndex: Map<string, number> | undefined;
  const indexOfLemma = (key: string): number | undefined => {
    if (!lemmaIndex) {
      lemmaIndex = new Map();
      lemmaLines.forEach((line, index) => lemmaIndex?.set(line.slice(0, line.indexOf('|')), index));
    }
    return lemmaIndex.get(key);
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
    let entry = decoded[index];
    if (!entry) {
      const line = lemmaLines[index];
      if (line === undefined) throw new Error(`lemma ${index} assente dal lessico`);
      decoded[index] = entry = decodeLemma(line);
    }
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
  return { data: kept, models, stems, irregulars, replacedSlots, indexOfLemma, lemmaCount: lemmaLines.length, maxEndingLength, uposOf, lemmaAt, glossesOf };
}

/** Reads and prepares the generated lexicon file. */
export function readLexiconStore(path: string): LexiconStore {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new Error(`lessico latino non trovato in ${path}: esegui npm run build:lexicon`);
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
