import { describe, expect, test } from 'vitest';
import { UPOS_TAGS } from '../../core/types';
import { CASO, GENERE, MODO, NUMERO, PERSONA, POS, labelLatinTense } from './labels';

describe('labelLatinTense', () => {
  test.each([
    ['Pres', undefined, true, 'presente'],
    ['Past', 'Imp', true, 'imperfetto'],
    ['Past', 'Perf', true, 'perfetto'],
    ['Pqp', 'Perf', true, 'piuccheperfetto'],
    ['Fut', 'Imp', true, 'futuro semplice'],
    ['Fut', undefined, true, 'futuro semplice'],
    ['Fut', 'Perf', true, 'futuro anteriore'],
    ['Fut', undefined, false, 'futuro'],
    ['Past', 'Perf', false, 'perfetto'],
    [undefined, undefined, true, undefined],
  ] as const)('%s + %s (finite %s) → %s', (tense, aspect, finite, expected) => {
    expect(labelLatinTense(tense, aspect, finite)).toBe(expected);
  });
});

describe('Italian labels for every UD value', () => {
  test.each([
    [CASO, ['Nom', 'Gen', 'Dat', 'Acc', 'Voc', 'Abl', 'Loc'], ['nominativo', 'genitivo', 'dativo', 'accusativo', 'vocativo', 'ablativo', 'locativo']],
    [NUMERO, ['Sing', 'Plur'], ['singolare', 'plurale']],
    [GENERE, ['Masc', 'Fem', 'Neut'], ['maschile', 'femminile', 'neutro']],
    [MODO, ['Ind', 'Sub', 'Imp', 'Inf', 'Part', 'Ger', 'Gdv', 'Sup'], ['indicativo', 'congiuntivo', 'imperativo', 'infinito', 'participio', 'gerundio', 'gerundivo', 'supino']],
    [PERSONA, ['1', '2', '3'], ['1ª', '2ª', '3ª']],
  ])('%o', (table, values, labels) => {
    expect(values.map((v) => table.get(v))).toEqual(labels);
  });

  test('every UPOS tag has a part-of-speech word', () => {
    expect(UPOS_TAGS.filter((tag) => !POS[tag])).toEqual([]);
  });
});
