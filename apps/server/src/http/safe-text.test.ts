import { describe, expect, test } from 'vitest';
import { hasOnlySafeText, isSafeText, safeText } from './safe-text';

describe('isSafeText', () => {
  test.each([
    ['Gallia est omnis divisa in partes tres', true],
    ['Μῆνιν ἄειδε θεὰ Πηληϊάδεω Ἀχιλῆος', true],
    ['righe\na capo\r\n\tcon tabulazione', true],
    ['𝔐 e 😀: coppie di surrogati intere', true],
    ['Arma \ud800 cano', false],
    ['Arma \udc00 cano', false],
    ['fine spezzata \ud83d', false],
    ['NUL \u0000', false],
    ['campanello \u0007', false],
    ['escape \u001b[31m', false],
    ['DEL \u007f', false],
    ['C1 \u0085', false],
  ])('%j → %s', (text, expected) => {
    expect(isSafeText(text)).toBe(expected);
  });
});

describe('hasOnlySafeText', () => {
  test.each([
    [{ words: { gallia: { card: { significato: 'Gallia' } } }, lemmas: [{ lemma: 'Gallia', text: 'gallia' }] }, true],
    [{ words: { gallia: { card: { significato: 'Gallia \ud800' } } } }, false],
    [{ words: { 'gal\u0000lia': {} } }, false],
    [['a', ['b', ['c\u001f']]], false],
    [[1, true, null, { n: 2 }], true],
  ])('%j → %s', (value, expected) => {
    expect(hasOnlySafeText(value)).toBe(expected);
  });

  test('walks arrays nested 100,000 deep without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`) as unknown;
    expect(hasOnlySafeText(deep)).toBe(false);
  });
});

describe('safeText', () => {
  test('refuses unsafe text with the code and Italian message the error handler answers with', () => {
    const issue = safeText().safeParse('Arma \ud800 cano').error?.issues[0];
    expect([issue?.message, issue?.code === 'custom' ? issue.params : undefined]).toEqual([
      'Il testo contiene caratteri non ammessi (caratteri di controllo o simboli spezzati): correggilo e riprova.',
      { errorCode: 'invalid_text' },
    ]);
  });
});
