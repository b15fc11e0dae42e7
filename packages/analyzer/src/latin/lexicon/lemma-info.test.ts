import { describe, expect, test } from 'vitest';
import { loadTestLexicon } from './test-lexicon';

const lexicon = loadTestLexicon();

describe('dictionary lines and school classes', () => {
  test.each([
    ['rosa', 'rosa, rosae, f.', '1ª declinazione'],
    ['dominus', 'dominus, domini, m.', '2ª declinazione'],
    ['bellum', 'bellum, belli, n.', '2ª declinazione'],
    ['consul', 'consul, consulis, m.', '3ª declinazione'],
    ['manus', 'manus, manus, f.', '4ª declinazione'],
    ['res', 'res, rei, f.', '5ª declinazione'],
    ['arma', 'arma, armorum, n. pl.', '2ª declinazione'],
    ['Caesar', 'Caesar, Caesaris, m.', '3ª declinazione'],
    ['bonus', 'bonus, bona, bonum', '1ª classe'],
    ['pulcher', 'pulcher, pulchra, pulchrum', '1ª classe'],
    ['fortis', 'fortis, forte', '2ª classe'],
    ['acer', 'acer, acris, acre', '2ª classe'],
    ['felix', 'felix, felicis', '2ª classe'],
    ['ingens', 'ingens, ingentis', '2ª classe'],
    ['amo', 'amo, amas, amavi, amatum, amare', '1ª coniugazione'],
    ['moneo', 'moneo, mones, monui, monitum, monere', '2ª coniugazione'],
    ['lego', 'lego, legis, legi, lectum, legere', '3ª coniugazione'],
    ['capio', 'capio, capis, cepi, captum, capere', '3ª coniugazione in -io'],
    ['audio', 'audio, audis, audivi, auditum, audire', '4ª coniugazione'],
    ['hortor', 'hortor, hortaris, hortatus sum, hortari', '1ª coniugazione'],
    ['fero', 'fero, fers, tuli, latum, ferre', 'coniugazione anomala'],
    ['sum', 'sum, es, fui, esse', 'coniugazione anomala'],
    ['possum', 'possum, potes, potui, posse', 'coniugazione anomala'],
    ['fio', 'fio, fis, factus sum, fieri', 'coniugazione anomala'],
    ['nolo', 'nolo, non vis, nolui, nolle', 'coniugazione anomala'],
    ['hic', 'hic, haec, hoc', 'declinazione pronominale'],
    ['ille', 'ille, illa, illud', 'declinazione pronominale'],
    ['Iuppiter', 'Iuppiter, Iovis, m.', '3ª declinazione'],
    ['iam', 'iam', null],
    ['in', 'in', null],
    ['et', 'et', null],
  ])('%s: %s (%s)', (key, line, inflectionClass) => {
    const info = lexicon.lemma(key);
    expect(info?.dictionaryLine).toBe(line);
    expect(info?.inflectionClass).toBe(inflectionClass);
  });
});

describe('lemma facts', () => {
  test.each([
    ['hortor', { deponent: true, anomalous: undefined, upos: 'VERB' }],
    ['sequor', { deponent: true, anomalous: undefined, upos: 'VERB' }],
    ['fero', { deponent: undefined, anomalous: true, upos: 'VERB' }],
    ['eo', { deponent: undefined, anomalous: true, upos: 'VERB' }],
    ['uolo', { deponent: undefined, anomalous: true, upos: 'VERB' }],
    ['sum', { deponent: undefined, anomalous: true, upos: 'AUX' }],
    ['amo', { deponent: undefined, anomalous: undefined, upos: 'VERB' }],
  ])('%s', (key, expected) => {
    const info = lexicon.lemma(key);
    expect({ deponent: info?.deponent, anomalous: info?.anomalous, upos: info?.upos }).toEqual(expected);
  });

  test.each([
    ['arma', true, 'n'], ['castra', true, 'n'], ['rosa', undefined, 'f'], ['dies', undefined, 'm/f'],
  ])('%s: plurale tantum %s, gender %s', (key, pluraleTantum, gender) => {
    const info = lexicon.lemma(key);
    expect(info?.pluraleTantum).toBe(pluraleTantum);
    expect(info?.gender).toBe(gender);
  });

  test('headword, quantities, homograph key and Italian gloss of a lemma', () => {
    const info = lexicon.lemma('cum2');
    expect(info).toMatchObject({ key: 'cum2', lemma: 'cum', quantities: 'cŭm', upos: 'SCONJ', model: 'inv' });
    expect(lexicon.lemma('rosa')).toMatchObject({ lemma: 'rosa', quantities: 'rŏsa', frequency: 63, glosses: { it: 'rosa' } });
  });

  test('a lemma Collatinus files only as a cross-reference names the one it stands for', () => {
    expect(lexicon.lemma('seruos')?.seeAlso).toBe('seruus');
    expect(lexicon.lemma('seruus')?.seeAlso).toBeUndefined();
  });

  test.each([
    ['a', 'ab', 'a, ab, abs'], ['e', 'ex', 'e, ex'], ['ac', 'atque', 'ac (= atque)'], ['se', 'sui', 'sui, sibi, se'],
  ])('%s is looked up as %s (%s)', (key, lemma, line) => {
    expect(lexicon.lemma(key)).toMatchObject({ lemma, dictionaryLine: line });
  });

  test('the dictionary line and glosses, computed when first read, serialise in their place', () => {
    expect(JSON.stringify(lexicon.lemma('rosa'))).toBe(
      '{"key":"rosa","lemma":"rosa","quantities":"rŏsa","upos":"NOUN","model":"uita","dictionaryLine":"rosa, rosae, f.",'
      + '"inflectionClass":"1ª declinazione","frequency":63,"gender":"f","glosses":{"it":"rosa","en":"rose; (also as term of endearment); rose bush; rose oil;","fr":"rose"}}',
    );
  });

  test('an unknown key has no lemma', () => {
    expect(lexicon.lemma('xyzzy')).toBeUndefined();
  });
});
