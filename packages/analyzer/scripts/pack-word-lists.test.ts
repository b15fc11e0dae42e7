import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { isSchoolList, packWordLists, parseWordList, SCHOOL_LISTS_MODULE, WORD_LISTS_DIR, WORD_LISTS_MODULE } from './pack-word-lists';

/** Packs the given lists, written to a folder of their own. */
function pack(files: [string, string][]): string {
  const dir = mkdtempSync(join(tmpdir(), 'word-lists-'));
  for (const [name, text] of files) writeFileSync(join(dir, name), text);
  return packWordLists(dir);
}

describe('packWordLists', () => {
  test('packing data/latin again gives exactly the committed modules (run npm run pack:word-lists after editing a list)', () => {
    expect(packWordLists(WORD_LISTS_DIR, (f) => !isSchoolList(f))).toBe(readFileSync(WORD_LISTS_MODULE, 'utf8'));
    expect(packWordLists(WORD_LISTS_DIR, isSchoolList)).toBe(readFileSync(SCHOOL_LISTS_MODULE, 'utf8'));
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
