import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { isSchoolList, MODULE_LINES, packWordLists, parseWordList, partsOnDisk, SCHOOL_LISTS_MODULE, WORD_LISTS_DIR, WORD_LISTS_MODULE } from './pack-word-lists';

/** The generated files of the given lists, written to a folder of their own. */
function packFiles(files: [string, string][]): Map<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'word-lists-'));
  for (const [name, text] of files) writeFileSync(join(dir, name), text);
  return packWordLists(join(dir, 'lists.generated.ts'), dir);
}

/** The one module of the given lists. */
const pack = (files: [string, string][]) => [...packFiles(files).values()].join('');

describe('packWordLists', () => {
  test('packing data/latin again gives exactly the committed modules (run npm run pack:word-lists after editing a list)', () => {
    for (const [path, text] of [...packWordLists(WORD_LISTS_MODULE, WORD_LISTS_DIR, (f) => !isSchoolList(f)), ...packWordLists(SCHOOL_LISTS_MODULE, WORD_LISTS_DIR, isSchoolList)]) {
      expect(text, path).toBe(readFileSync(path, 'utf8'));
      expect(text.split('\n').length, path).toBeLessThanOrEqual(MODULE_LINES + 1);
    }
    // and no part of an earlier packing is left beside them
    const packed = new Set([...packWordLists(WORD_LISTS_MODULE, WORD_LISTS_DIR, (f) => !isSchoolList(f)).keys(), ...packWordLists(SCHOOL_LISTS_MODULE, WORD_LISTS_DIR, isSchoolList).keys()]);
    expect([WORD_LISTS_MODULE, SCHOOL_LISTS_MODULE].flatMap(partsOnDisk).filter((p) => !packed.has(p))).toEqual([]);
  });

  test('writes lists past the module\'s size to parts that the module re-exports, never cutting a list', () => {
    const words = Array.from({ length: 40 }, (_, k) => `verbum${k}`).join('\n');
    const files = packFiles(Array.from({ length: 40 }, (_, k) => [`list-${k}.txt`, `# List ${k}.\n${words}\n`] as [string, string]));
    const paths = [...files.keys()].map((p) => p.replace(/.*\//, ''));
    expect(paths.length).toBeGreaterThan(2);
    expect(paths[paths.length - 1]).toBe('lists.generated.ts');
    expect(files.get([...files.keys()].pop()!)).toContain("export * from './lists-1.generated';");
    const parts = [...files.values()].slice(0, -1).join('');
    for (let k = 0; k < 40; k++) expect(parts.split(`export const LIST_${k}:`).length).toBe(2);
  });

  test('writes each word as the look-up key of running text (adversus → aduersus, Iuxta → iuxta, vester → uester)', () => {
    const module = pack([['accusative-prepositions.txt', '# Prepositions.\nadversus\nIuxta\n\nvester\n']]);
    expect(module).toContain("export const ACCUSATIVE_PREPOSITIONS: ReadonlySet<string> = new Set([\n  'aduersus', 'iuxta', 'uester',\n]);");
  });

  test('keeps a word once when two spellings give one key, in the order of the list', () => {
    expect(pack([['series.txt', 'vel\nuel\net\n']])).toContain("new Set([\n  'uel', 'et',\n])");
  });

  test('makes a list with a word that stands for its beginnings a RegExp, and a .tsv a Map', () => {
    const module = pack([['links.txt', 'qu*\ncum\nvel\n'], ['cases.tsv', '# Cases.\nadversus\tAcc\n']]);
    expect(module).toContain('export const LINKS = /^(?:qu\\w*|cum|uel)$/;');
    expect(module).toContain("export const CASES: ReadonlyMap<string, string> = new Map([\n  ['aduersus', 'Acc'],\n]);");
  });

  test('lets the value of a .tsv line be several words', () => {
    expect(pack([['senses.tsv', 'praemitto\tmandare avanti\n']])).toContain("['praemitto', 'mandare avanti'],");
  });

  test('gives the list\'s leading comments as its doc comment', () => {
    expect(pack([['days.txt', '# The days.\n# Dotted.\nkal.\n']])).toContain('/**\n * The days.\n * Dotted.\n * From data/latin/days.txt.\n */\nexport const DAYS');
  });

  test.each([
    ['list.txt', 'two words\n', 'list.txt:1: expected one word, found "two words"'],
    ['map.tsv', 'adversus\n', 'map.tsv:1: expected a word and a value separated by a tab, found "adversus"'],
    ['map.tsv', 'res publica\trepubblica\n', 'map.tsv:1: expected a word and a value separated by a tab, found "res publica\trepubblica"'],
    ['empty.txt', '# Nothing.\n', 'empty.txt: no words'],
  ])('refuses %s holding %j', (file, text, message) => {
    expect(() => parseWordList(file, text)).toThrow(message);
  });
});
