import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createTestEnv } from '../../test/db';
import { greekSpellingScore } from './greek-lexicon';
import { createOcrSettings } from './ocr-settings';
import type { PageWord } from './page-words';
import { textOfWords } from './pipeline';

/** A lexicon file in the analyzer's format (grc-lexicon.tsv) with two forms: keys sorted, scores in base 36. */
function writeLexicon(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'versio-ocr-lexicon-')), 'grc-lexicon.tsv');
  writeFileSync(path, ['#versio-grc-lexicon 1', '["χρή","ἀληθής"]', '["VERB|_","ADJ|_"]', `χρῆν\t0.0.${(200).toString(36)}`, `ἀληθέσ\t1.1.${(300).toString(36)}`, ''].join('\n'));
  return path;
}

const BLANK = { data: new Uint8Array(100 * 50).fill(255), width: 100, height: 50 };
const words: PageWord[] = ['ὡς', 'χρῖν', 'ἀλθές'].map((text, i) => ({ text, left: i * 30, top: 0, width: 25, height: 20, paragraph: '1.1', line: '1.1.1' }));

describe('Greek words checked against the lexicon', () => {
  test('the lexicon is read once per file and gives how common a spelling is', async () => {
    const path = writeLexicon();
    const score = await greekSpellingScore(path);
    expect(score?.('χρῆν')).toBe(200);
    expect(score?.('χρῖν')).toBe(0);
    expect(await greekSpellingScore(path)).toBe(score);
  });

  test('words read are put right with it', async () => {
    const settings = { ...createOcrSettings(createTestEnv()), greekLexiconPath: writeLexicon() };
    expect(await textOfWords(BLANK, words, 'grc', settings)).toBe('ὡς χρῆν ἀληθές');
  });

  test('without a lexicon (the Greek data not built) the words stay as read', async () => {
    const missing = { ...createOcrSettings(createTestEnv()), greekLexiconPath: join(tmpdir(), 'versio-no-such-folder', 'grc-lexicon.tsv') };
    expect(await textOfWords(BLANK, words, 'grc', missing)).toBe('ὡς χρῖν ἀλθές');
    const refused = join(mkdtempSync(join(tmpdir(), 'versio-ocr-lexicon-')), 'grc-lexicon.tsv');
    writeFileSync(refused, 'not a lexicon\n');
    expect(await textOfWords(BLANK, words, 'grc', { ...missing, greekLexiconPath: refused })).toBe('ὡς χρῖν ἀλθές');
  });

  test('Latin is never checked against it', async () => {
    const settings = { ...createOcrSettings(createTestEnv()), greekLexiconPath: writeLexicon() };
    expect(await textOfWords(BLANK, words, 'lat', settings)).toBe('ὡς χρῖν ἀλθές');
  });
});
