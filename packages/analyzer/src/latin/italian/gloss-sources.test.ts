import { describe, expect, test } from 'vitest';
import { createMeaningLookup, listAssimilationVariants, readRomanNumeral } from './gloss-lookup';
import { isCognate, mergeGlosses, parseCollatinusGlosses, parseFrenchSenses, parseNameGlosses, parseOwnGlosses, parseWordnetGlosses } from './gloss-sources';

describe('gloss sources', () => {
  test('lemmes.it lines are keyed like the lexicon (u for v) and cleaned', () => {
    const glosses = parseCollatinusGlosses(['!   lemmes.it', 'acervus:il mucchio, il mucchio,', 'video:vedere', 'edo2:mettere fuori']);
    expect([...glosses]).toEqual([['aceruus', 'mucchio'], ['uideo', 'vedere'], ['edo2', 'mettere fuori']]);
  });

  test('senses lemmes.it copied from lemmes.fr untranslated are dropped', () => {
    const french = parseFrenchSenses(['Antonius:Antoine', 'regio:région, arrondissement', 'efficio:achever, produire, réaliser']);
    const glosses = parseCollatinusGlosses(['Antonius:Antoine', 'regio:regione, arrondissement', 'efficio:achever, produrre, realizzare'], french);
    expect([...glosses]).toEqual([['regio', 'regione'], ['efficio', 'produrre, realizzare']]);
  });

  test('WordNet joins keep only the Italian cognates of the Latin lemma', () => {
    const lines = ['lemma\twn30_synset\titalian', 'liquidus\t00000001-a\tliquido, fluido', 'petra\t09416076-n\tnocciolo, osso, sasso, pietra, roccia',
      'crista\t05523420-n\tclitoride', 'pallens\t00375969-a\tverde, verdastro', 'Africa Australis\t08999482-n\tSudafrica'];
    expect([...parseWordnetGlosses(lines)]).toEqual([['liquidus', 'liquido'], ['petra', 'pietra']]);
  });

  test.each([['petra', 'pietra', true], ['liquidus', 'liquido', true], ['medulla', 'midollo', false], ['crista', 'clitoride', false], ['pallens', 'verde', false]])(
    'isCognate(%s, %s) = %s', (latin, italian, expected) => {
      expect(isCognate(latin, italian)).toBe(expected);
    });

  test('proper names come from capitalised lemmes.la lines', () => {
    const names = parseNameGlosses(['Mĕtēllus|lupus|||i, m.|273', 'Cāesăr|miles|Cāesăr||aris, m.|2389', 'ăbactŭs2=ăbāctŭs|manus|||us, m.|2']);
    expect([...names]).toEqual([['Metellus', 'Metello'], ['Caesar', 'Cesare']]);
  });

  test('a line without a tab in glosses-it.tsv is an error, not a silent skip', () => {
    expect(() => parseOwnGlosses(['ille quello'])).toThrow(/tabulazione/);
  });

  test('a lemma written twice in glosses-it.tsv is an error (u/v spellings meet)', () => {
    expect(() => parseOwnGlosses(['video\tvedere', 'uideo\tguardare'])).toThrow(/ripetuto/);
  });

  test("Versio's glosses win over Collatinus, Collatinus over WordNet, WordNet over derived names", () => {
    const merged = mergeGlosses(new Map([['ille', 'quello']]), new Map([['ille', 'questo'], ['bellum', 'guerra']]),
      new Map([['bellum', 'conflitto'], ['urbs', 'città']]), new Map([['Caesar', 'Cesare'], ['urbs', 'Urbe']]));
    expect(Object.fromEntries(merged)).toEqual({
      ille: { meaning: 'quello', source: 'versio' }, bellum: { meaning: 'guerra', source: 'collatinus' },
      urbs: { meaning: 'città', source: 'wordnet' }, Caesar: { meaning: 'Cesare', source: 'nome' },
    });
  });
});

describe('meaning look-up', () => {
  const lookUp = createMeaningLookup(new Map([
    ['edo', 'mangiare'], ['edo2', 'pubblicare'], ['uideo', 'vedere'], ['Liber', 'Libero (dio)'], ['liber2', 'libro'],
    ['impono', 'porre sopra, imporre'], ['accedo', 'avvicinarsi'], ['L', 'Lucio (prenome)'], ['dextera', 'la destra'], ['submoueo', 'allontanare'],
    ['humanus', 'umano'], ['communis', 'comune'], ['bonum', 'bene, vantaggio'], ['bonus', 'buono'],
  ]));
  test.each([
    ['edo2', 'edo', 'pubblicare'],
    [null, 'edo', 'mangiare'],
    [null, 'video', 'vedere'],
    [null, 'Video', 'vedere'],
    ['Liber', 'Liber', 'Libero (dio)'],
    [null, 'liber', 'Libero (dio)'],
    [null, 'inpono', 'porre sopra, imporre'],
    [null, 'adcedo', 'avvicinarsi'],
    [null, 'dext(e)ra', 'la destra'],
    [null, 'sub-moveo', 'allontanare'],
    [null, 'XII', '12'],
    [null, 'l.', 'Lucio (prenome)'],
    [null, 'L.', 'Lucio (prenome)'],
    [null, 'nescioquid', undefined],
    // An adjective used as a noun, with no meaning of its own: the adjective's.
    ['humanum', 'humanum', 'umano'],
    [null, 'humani', 'umano'],
    [null, 'commune', 'comune'],
    [null, 'bonum', 'bene, vantaggio'],
    [null, 'rosum', undefined],
  ] as const)('%s / %s → %s', (key, lemma, expected) => {
    expect(lookUp(key, lemma)).toBe(expected);
  });

  test.each([
    ['inpono', ['impono']],
    ['accedo', ['adcedo']],
    ['exsulto', ['exulto']],
    ['amo', []],
  ])('assimilation variants of %s', (word, expected) => {
    expect(listAssimilationVariants(word)).toEqual(expected);
  });

  test.each([['XII', 12], ['XIV', 14], ['MCMXC', 1990], ['IIII', undefined], ['I', undefined], ['dux', undefined]])('%s → %s', (text, value) => {
    expect(readRomanNumeral(text)).toBe(value);
  });
});
