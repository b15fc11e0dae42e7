/**
 * Parser of Collatinus's modeles.la: `$variables`, `modele:`, `pere:` inheritance, `des:`/`des+:`
 * endings, `R:` radical rules, `abs:` absent slots, `suf:` optional and `sufd:` constant suffixes,
 * `pos:`. The result is flat: each model lists every ending it accepts, inheritance resolved.
 */
import type { EndingEntry } from '../../src/latin/lexicon/data-format';
import { correctModel } from './corrections';

/** `R:n:rule`: `K` the canonical form, `-` only when lemmes.la gives it, otherwise letters to remove and text to add. */
export type RadicalRule = { kind: 'canonical' } | { kind: 'given' } | { kind: 'derive'; remove: number; add: string };

export interface ParsedModel {
  name: string;
  parent: ParsedModel | null;
  pos: string;
  radicals: Map<number, RadicalRule>;
  /** Slot → endings (ending text with quantities, radical number; rare ones carry a rarity digit in the file). */
  endings: Map<number, { ending: string; radical: number; rare: boolean }[]>;
  absent: Set<number>;
}

/** Expands `1-3,7` into [1, 2, 3, 7]. */
export function parseSlotList(text: string): number[] {
  const out: number[] = [];
  for (const part of text.split(',')) {
    const [from, to] = part.split('-');
    const a = Number(from);
    const b = to === undefined ? a : Number(to);
    if (!Number.isInteger(a) || !Number.isInteger(b)) throw new Error(`liste di morfologie non valida: ${text}`);
    for (let i = a; i <= b; i++) out.push(i);
  }
  return out;
}

/** Replaces `pre$var` items of an ending list by the variable's values, each prefixed: `ūr$lupus` → `ūrŭs;ūrĕ;…`. */
export function expandVariables(list: string, variables: Map<string, string>): string {
  return list.replace(/([^:;$]*)\$(\w+)/gu, (_all, pre: string, name: string) => {
    const value = variables.get(name);
    if (value === undefined) throw new Error(`variabile sconosciuta: $${name}`);
    return value.split(';').map((item) => item.split(',').map((alt) => pre + alt).join(',')).join(';');
  });
}

function parseRadicalRule(text: string): RadicalRule {
  if (text === 'K') return { kind: 'canonical' };
  if (text === '-') return { kind: 'given' };
  const [remove, add = '0'] = text.split(',');
  return { kind: 'derive', remove: Number(remove), add: add === '0' ? '' : add };
}

/** An ending as written: `-` is the empty ending; a trailing digit is Collatinus's rarity mark. */
function cleanEnding(raw: string): { ending: string; rare: boolean } {
  const text = raw.replace(/\d$/, '');
  return { ending: text === '-' ? '' : text, rare: text !== raw };
}

/** Makes the last vowel of an ending long before a constant suffix, as Collatinus does (`quī` + `dam`). */
function lengthenLast(ending: string): string {
  return ending.replace(/[ăĕĭŏŭ](?=[^ăĕĭŏŭ]*$)/u, (v) => ({ 'ă': 'ā', 'ĕ': 'ē', 'ĭ': 'ī', 'ŏ': 'ō', 'ŭ': 'ū' })[v] ?? v);
}

function addEnding(model: ParsedModel, slot: number, ending: string, radical: number, rare = false): void {
  const list = model.endings.get(slot) ?? [];
  if (!list.some((e) => e.ending === ending && e.radical === radical)) {
    // Rare endings go last, so that the first form of a slot is the one dictionaries print (illa, not illaec).
    const firstRare = list.findIndex((e) => e.rare);
    if (rare || firstRare < 0) list.push({ ending, radical, rare });
    else list.splice(firstRare, 0, { ending, radical, rare });
  }
  model.endings.set(slot, list);
}

function applyLine(model: ParsedModel, line: string, models: Map<string, ParsedModel>, variables: Map<string, string>, suffixes: [number[], string][]): void {
  const [keyword = '', ...rest] = line.split(':');
  if (keyword === 'pere') {
    const parent = models.get(rest[0] ?? '');
    if (!parent) throw new Error(`modello padre sconosciuto: ${line}`);
    model.parent = parent;
    model.pos = parent.pos;
  } else if (keyword === 'des' || keyword === 'des+') {
    const slots = parseSlotList(rest[0] ?? '');
    const radical = Number(rest[1]);
    const items = expandVariables(rest.slice(2).join(':'), variables).split(';');
    slots.forEach((slot, i) => {
      const item = items[Math.min(i, items.length - 1)] ?? '';
      for (const alt of item.split(',')) {
        const { ending, rare } = cleanEnding(alt);
        addEnding(model, slot, ending, radical, rare);
      }
      if (keyword === 'des+') for (const e of model.parent?.endings.get(slot) ?? []) addEnding(model, slot, e.ending, e.radical, e.rare);
    });
  } else if (keyword === 'R') {
    model.radicals.set(Number(rest[0]), parseRadicalRule(rest.slice(1).join(':')));
  } else if (keyword === 'abs') {
    for (const slot of parseSlotList(rest[0] ?? '')) model.absent.add(slot);
  } else if (keyword === 'suf') {
    suffixes.push([parseSlotList(rest[0] ?? ''), rest[1] ?? '']);
  } else if (keyword === 'sufd') {
    const suffix = rest[0] ?? '';
    for (const [slot, list] of model.parent?.endings ?? []) {
      if (model.absent.has(slot)) continue;
      for (const e of list) addEnding(model, slot, lengthenLast(e.ending) + suffix, e.radical, e.rare);
    }
  } else if (keyword === 'pos') {
    model.pos = rest[0] ?? '';
  } else {
    throw new Error(`riga di modello non riconosciuta: ${line}`);
  }
}

function inheritFromParent(model: ParsedModel, ownSlots: Set<number>): void {
  const parent = model.parent;
  if (!parent) return;
  for (const [slot, list] of parent.endings) {
    if (ownSlots.has(slot) || model.absent.has(slot)) continue;
    for (const e of list) addEnding(model, slot, e.ending, e.radical, e.rare);
  }
  for (const [n, rule] of parent.radicals) if (!model.radicals.has(n)) model.radicals.set(n, rule);
  for (const slot of parent.absent) model.absent.add(slot);
}

/** Parses modeles.la lines (comments already removed) into models in file order. */
export function parseModels(lines: string[]): ParsedModel[] {
  const variables = new Map<string, string>();
  const models = new Map<string, ParsedModel>();
  let current: { model: ParsedModel; lines: string[] } | null = null;
  const finish = () => {
    if (!current) return;
    const { model } = current;
    const suffixes: [number[], string][] = [];
    for (const line of current.lines) applyLine(model, line, models, variables, suffixes);
    inheritFromParent(model, new Set(model.endings.keys()));
    // Optional suffixes (`egomet`, `hicine`) apply to the model's final endings, inherited ones
    // included, but not to each other (no hicecine); the suffixed forms count as rare.
    const plain = new Map([...model.endings].map(([slot, list]) => [slot, [...list]]));
    for (const [slots, suffix] of suffixes) {
      for (const slot of slots) for (const e of plain.get(slot) ?? []) addEnding(model, slot, e.ending + suffix, e.radical, true);
    }
    correctModel(model);
    models.set(model.name, model);
    current = null;
  };
  for (const line of lines) {
    const variable = /^\$(\w+)=(.*)$/u.exec(line);
    if (variable) {
      variables.set(variable[1] ?? '', variable[2] ?? '');
    } else if (line.startsWith('modele:')) {
      finish();
      const name = line.slice('modele:'.length);
      current = { model: { name, parent: null, pos: '', radicals: new Map(), endings: new Map(), absent: new Set() }, lines: [] };
    } else if (current) {
      current.lines.push(line);
    }
  }
  finish();
  return [...models.values()];
}

/** Flattened endings of a model, sorted by slot, for the generated file (rare ones flagged). */
export function listEndings(model: ParsedModel): EndingEntry[] {
  const out: EndingEntry[] = [];
  for (const slot of [...model.endings.keys()].sort((a, b) => a - b)) {
    for (const e of model.endings.get(slot) ?? []) out.push(e.rare ? [slot, e.radical, e.ending, 1] : [slot, e.radical, e.ending]);
  }
  return out;
}

/** Names of a model's ancestors, nearest first. */
export function listAncestors(model: ParsedModel): string[] {
  const out: string[] = [];
  for (let m = model.parent; m; m = m.parent) out.push(m.name);
  return out;
}
