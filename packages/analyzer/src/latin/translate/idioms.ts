/**
 * Latin idioms and fixed phrases, from the list kept as data (data/translation/latin-idioms.tsv): each
 * match rewrites a sentence's words before the clauses are built. `quo usque tandem` becomes one
 * clause-opening phrase `fino a quando`; `certiores facti sunt` keeps `facti sunt` with the meaning
 * `informare` (→ `furono informati`); `in hac re publica` keeps `re` as the noun `repubblica`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzerConfig } from '../../core/config';
import { normalizeLatin } from '../normalize';
import type { Word } from './lexical';

type Mark = 'absorbed' | 'kept' | 'carrier';

interface Element {
  lemmas: ReadonlySet<string>;
  mark: Mark;
  optional: boolean;
}

export interface Idiom {
  elements: readonly Element[];
  italian: string;
  /** ADV, SCONJ, VERB, ADP, NOUN:M, NOUN:F. */
  role: string;
}

/** How many other words may stand between the words of one idiom. */
const MAX_GAP = 4;

/** Reads the list: `pattern<TAB>Italian<TAB>role` lines, `#` comments (see the file's header). */
export function parseIdioms(text: string): Idiom[] {
  const idioms: Idiom[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [pattern = '', italian = '', role = 'ADV'] = line.split('\t');
    const elements = pattern.split(/\s+/).filter(Boolean).map((part): Element => {
      const optional = part.endsWith('?');
      const bare = part.replace(/[?*+]+$/, '');
      const mark: Mark = part.includes('*') ? 'carrier' : part.includes('+') ? 'kept' : 'absorbed';
      return { lemmas: new Set(bare.split('|').map((l) => normalizeLatin(l))), mark, optional };
    });
    if (elements.length > 0 && italian) idioms.push({ elements, italian, role });
  }
  // Longer patterns first: `quo usque tandem` before `quo usque`.
  return idioms.sort((a, b) => b.elements.length - a.elements.length);
}

let loaded: Idiom[] | undefined;

/** The idioms of data/translation/latin-idioms.tsv, read once. */
export function latinIdioms(): Idiom[] {
  loaded ??= parseIdioms(readFileSync(join(analyzerConfig().repoRoot, 'packages', 'analyzer', 'data', 'translation', 'latin-idioms.tsv'), 'utf8'));
  return loaded;
}

function lemmaKey(word: Word): string {
  return normalizeLatin(word.lemma).replace(/\d+$/, '');
}

/** The words of the sentence that match the idiom from `start`, in order, or undefined. */
function match(idiom: Idiom, words: readonly Word[], start: number, used: ReadonlySet<Word>): (Word | undefined)[] | undefined {
  const found: (Word | undefined)[] = [];
  let at = start;
  for (const [n, element] of idiom.elements.entries()) {
    let hit: number | undefined;
    // A preposition the idiom absorbs takes its noun right after it: `in eo proelio` is no `in proelium` "in battaglia".
    const previous = n > 0 ? idiom.elements[n - 1] : undefined;
    const adjacent = previous !== undefined && previous.mark === 'absorbed' && words[at]?.upos === 'ADP';
    const limit = n === 0 ? at + 1 : adjacent ? at + 2 : at + 2 + MAX_GAP;
    for (let i = n === 0 ? at : at + 1; i < Math.min(limit, words.length); i++) {
      const word = words[i]!;
      if (word.upos === 'PUNCT') break;
      if (!used.has(word) && element.lemmas.has(lemmaKey(word))) {
        hit = i;
        break;
      }
    }
    if (hit === undefined) {
      if (!element.optional || n === 0) return undefined;
      found.push(undefined);
      continue;
    }
    found.push(words[hit]);
    at = hit;
  }
  return found;
}

/** Applies every idiom of the list to a sentence's words; returns the new list of words. */
export function applyIdioms(words: readonly Word[], idioms: readonly Idiom[] = latinIdioms()): Word[] {
  const used = new Set<Word>();
  const absorbed = new Set<Word>();
  const replaced = new Map<Word, Word>();
  for (let start = 0; start < words.length; start++) {
    for (const idiom of idioms) {
      const found = match(idiom, words, start, used);
      if (!found) continue;
      found.forEach((word) => word && used.add(word));
      rewrite(idiom, found, absorbed, replaced);
      break;
    }
  }
  return words.filter((w) => !absorbed.has(w)).map((w) => replaced.get(w) ?? w);
}

function rewrite(idiom: Idiom, found: readonly (Word | undefined)[], absorbed: Set<Word>, replaced: Map<Word, Word>): void {
  const carrierAt = idiom.elements.findIndex((e) => e.mark === 'carrier');
  const first = found.find(Boolean)!;
  for (const [n, word] of found.entries()) {
    if (!word) continue;
    const mark = idiom.elements[n]!.mark;
    if (mark === 'absorbed' && !(carrierAt < 0 && word === first)) absorbed.add(word);
  }
  if (carrierAt < 0) {
    // One invariable phrase where the first word stood.
    const upos = idiom.role === 'SCONJ' ? 'SCONJ' : 'ADV';
    replaced.set(first, { ...first, lemma: '', upos, feats: {}, meaning: idiom.italian, fixed: true, deponent: false });
    return;
  }
  const carrier = found[carrierAt];
  if (!carrier) return;
  const gender = /^NOUN:([MF])$/.exec(idiom.role)?.[1] as 'M' | 'F' | undefined;
  // A noun idiom whose carrier was read as a participle (`senatus consultum`) is a noun.
  const feats = gender ? Object.fromEntries(['Case', 'Gender', 'Number'].filter((k) => carrier.feats[k]).map((k) => [k, carrier.feats[k]!])) : carrier.feats;
  replaced.set(carrier, { ...carrier, meaning: idiom.italian, fixed: true, feats, ...(gender ? { itGender: gender, upos: 'NOUN' } : {}) });
}
