import { describe, expect, test } from 'vitest';
import type { Token } from '../core/types';
import { normalizeLatin } from './normalize';
import { tokenizeLatin } from './tokenize';

// Forms the real lexicon knows (as look-up keys); whole words like itaque or nomine are listed as a lexicon lists them.
const KNOWN = new Set([
  'itaque', 'neque', 'quoque', 'nomine', 'cicerone', 'romane', 'arma', 'uirum', 'cano', 'populus', 'senatus',
  'romanus', 'me', 'te', 'se', 'nobis', 'uobis', 'quo', 'quibus', 'cum', 'c', 'iulius', 'caesar', 'm', 'tullius',
  'cicero', 'legiones', 'dixit', 'inquit', 'est', 'amatum', 'factus', 'factu', 'necesse', 'bene', 'pone', 'terra',
  'aliquis', 'ueni', 'uidi', 'uici', 'gallia', 'omnis', 'diuisa', 'in', 'partes', 'tres', 'uenit', 'mecum', 'ita',
  'ne', 'quo', 'deni', 'uti', 'unde', 'quis', 'nomin', 'ciceron', 'roma', 'hominum', 'milia', 'duo', 'scis',
  'ti', 'gracchus', 'kal', 'ian', 'a', 'd', 'hostes', 'fugerunt', 'sit', 'uerum', 'falsum', 'aliqui', 'qui',
]);
const isKnownForm = (form: string): boolean => KNOWN.has(normalizeLatin(form));
const forms = (text: string): string[] => tokenizeLatin(text, isKnownForm).map((t) => t.form);

describe('tokenizeLatin: words and enclitics', () => {
  test.each([
    ['itaque', ['itaque']],
    ['neque', ['neque']],
    ['quoque', ['quoque']],
    ['denique', ['denique']],
    ['undique', ['undique']],
    ['quisque', ['quisque']],
    ['quicumque', ['quicumque']],
    ['nomine', ['nomine']],
    ['Cicerone', ['Cicerone']],
    ['bene', ['bene']],
    ['pone', ['pone']],
    ['Romane', ['Romane']],
    ['armaque', ['arma', 'que']],
    ['Armaque', ['Arma', 'que']],
    ['populusque', ['populus', 'que']],
    ['virumque', ['virum', 'que']],
    ['armave', ['arma', 've']],
    ['scisne', ['scis', 'ne']],
    ['mecum', ['me', 'cum']],
    ['tecum', ['te', 'cum']],
    ['secum', ['se', 'cum']],
    ['nobiscum', ['nobis', 'cum']],
    ['vobiscum', ['vobis', 'cum']],
    ['quocum', ['quo', 'cum']],
    ['quibuscum', ['quibus', 'cum']],
    ['amatumst', ['amatum', 'est']],
    ['factust', ['factus', 'est']],
    ['necessest', ['necesse', 'est']],
    // an unknown word whose tail looks like an enclitic stays whole when the host is unknown too
    ['Vercingetorigque', ['Vercingetorigque']],
  ])('%s → %j', (text, expected) => {
    expect(forms(text)).toEqual(expected);
  });

  test('the clitic shares the word index and offsets of its host and is flagged', () => {
    const [host, clitic] = tokenizeLatin('armaque', isKnownForm);
    expect(host).toEqual({ form: 'arma', start: 0, end: 7, kind: 'word', wordIndex: 0, sentenceStart: true });
    expect(clitic).toEqual({ form: 'que', start: 0, end: 7, kind: 'word', wordIndex: 0, isEnclitic: true });
  });
});

describe('tokenizeLatin: sentences, abbreviations, numbers, punctuation', () => {
  test.each([
    ['Arma virumque cano.', ['Arma', 'virum', 'que', 'cano', '.']],
    ['C. Iulius Caesar venit.', ['C.', 'Iulius', 'Caesar', 'venit', '.']],
    ['M. Tullius Cicero dixit', ['M.', 'Tullius', 'Cicero', 'dixit']],
    ["M'. Curius", ["M'.", 'Curius']],
    ['Ti. Gracchus', ['Ti.', 'Gracchus']],
    ['a.d. III Kal. Ian.', ['a.d.', 'III', 'Kal.', 'Ian.']],
    ['a.d. V Id. Mart.', ['a.d.', 'V', 'Id.', 'Mart.']],
    // Id. and Non. after an ordinal written out, or pridie: the month after them tells the date.
    ['ante diem quartum Id. Mart. occisus', ['ante', 'diem', 'quartum', 'Id.', 'Mart.', 'occisus']],
    ['pridie Non. Iun.', ['pridie', 'Non.', 'Iun.']],
    ['Id dixit.', ['Id', 'dixit', '.']],
    ['XII legiones', ['XII', 'legiones']],
    ['duo milia hominum, 1.500 hostes', ['duo', 'milia', 'hominum', ',', '1.500', 'hostes']],
    ['«dixit»', ['«', 'dixit', '»']],
    ['“Veni, vidi, vici”', ['“', 'Veni', ',', 'vidi', ',', 'vici', '”']],
    ['"ita" inquit', ['"', 'ita', '"', 'inquit']],
    ['(ita) [ita]; ita: ita? ita! ita…', ['(', 'ita', ')', '[', 'ita', ']', ';', 'ita', ':', 'ita', '?', 'ita', '!', 'ita', '…']],
    ['ita — ita – ita...', ['ita', '—', 'ita', '–', 'ita', '...']],
    ['ali-quis', ['aliquis']],
    ['Gallia est omnis divisa in partes tres', ['Gallia', 'est', 'omnis', 'divisa', 'in', 'partes', 'tres']],
    ['Rōmă', ['Rōmă']],
  ])('%s', (text, expected) => {
    expect(forms(text)).toEqual(expected);
  });

  test.each([
    ['XII legiones', 'XII', true],
    ['Caesar venit', 'Caesar', false],
    ['C. Iulius', 'C.', false],
  ])('numeral flag in %s on %s is %s', (text, form, expected) => {
    const token = tokenizeLatin(text, isKnownForm).find((t) => t.form === form);
    expect(token?.isNumeral === true).toBe(expected);
  });

  test('offsets point into the original text', () => {
    const text = 'Oppido expugnato, hostes fugerunt.';
    const tokens = tokenizeLatin(text, isKnownForm);
    expect(tokens.map((t) => text.slice(t.start, t.end))).toEqual(['Oppido', 'expugnato', ',', 'hostes', 'fugerunt', '.']);
    expect(tokens.map((t) => t.kind)).toEqual(['word', 'word', 'punct', 'word', 'word', 'punct']);
  });

  test.each([
    // the dot of an abbreviation does not end the sentence
    ['C. Iulius Caesar venit. Hostes fugerunt.', ['C.', 'Hostes']],
    ['Veni. Vidi; vici!', ['Veni', 'Vidi', 'vici']],
    // a closing quote stays in the sentence it closes; the opening one starts the next
    ['«Veni.» «Vidi.»', ['«', '«']],
    ['Quid est? Verum.', ['Quid', 'Verum']],
  ])('sentence starts in %s', (text, expected) => {
    const starts = tokenizeLatin(text, isKnownForm).filter((t: Token) => t.sentenceStart).map((t) => t.form);
    expect(starts).toEqual(expected);
  });
});

describe('line starts', () => {
  test('a token after a line break is marked, one on the same line is not', () => {
    const tokens = tokenizeLatin('Arma virumque cano,\nTroiae qui primus', isKnownForm);
    expect(tokens.filter((t) => t.lineStart).map((t) => t.form)).toEqual(['Troiae']);
  });
});
