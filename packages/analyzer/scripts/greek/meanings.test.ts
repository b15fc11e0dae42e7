import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { glossaryFiles } from './meanings';

describe("Versio's Greek glossary files", () => {
  test('the first file, then every .tsv of greek-glossary/ by name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'versio-glossary-'));
    expect(glossaryFiles(dir)).toEqual([join(dir, 'glosses-grc-it.tsv')]);
    mkdirSync(join(dir, 'greek-glossary'));
    for (const name of ['part-b.tsv', 'part-a.tsv', 'notes.md']) writeFileSync(join(dir, 'greek-glossary', name), '');
    expect(glossaryFiles(dir)).toEqual([join(dir, 'glosses-grc-it.tsv'), join(dir, 'greek-glossary/part-a.tsv'), join(dir, 'greek-glossary/part-b.tsv')]);
  });
});
