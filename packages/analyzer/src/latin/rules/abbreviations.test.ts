import { describe, expect, test } from 'vitest';
import { decodeWithRules } from './registry';
import { ctx, decoder, tagsOf, token } from './test-decoder';

describe('abbreviations', () => {
  const [NOM, ABL, DAT] = ['PROPN|Case=Nom|Number=Sing', 'PROPN|Case=Abl|Number=Sing', 'PROPN|Case=Dat|Number=Sing'];
  const [COSS_NOM, COSS_ABL] = ['NOUN|Case=Nom|Number=Plur', 'NOUN|Case=Abl|Number=Plur'];

  test('a praenomen takes the case of the name after it, a title that of the name before it (L. Pisone A. Gabinio coss.)', () => {
    const tokens = [token('l.', [NOM, ABL]), token('pisone', [ABL]), token('a.', [NOM, ABL]), token('gabinio', [ABL, DAT]), token('coss.', [COSS_NOM, COSS_ABL])];
    const scores = [{ [NOM]: 5, [ABL]: 1 }, { [ABL]: 1 }, { [NOM]: 5, [ABL]: 1 }, { [ABL]: 5, [DAT]: 1 }, { [COSS_NOM]: 5, [COSS_ABL]: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))).toEqual([ABL, ABL, ABL, ABL, COSS_ABL]);
    expect(tagsOf(decodeWithRules(tokens, { ...ctx, without: new Set(['abbreviation'] as const) }, decoder(scores), false))).toEqual([NOM, ABL, NOM, ABL, COSS_NOM]);
  });

  const [KAL_NOM, KAL_ACC, APR_NOM, APR_ACC] = ['NOUN|Case=Nom|Gender=Fem|Number=Plur', 'NOUN|Case=Acc|Gender=Fem|Number=Plur', 'ADJ|Case=Nom|Gender=Fem|Number=Plur', 'ADJ|Case=Acc|Gender=Fem|Number=Plur'];
  const date = [token('kal.', [KAL_NOM, KAL_ACC]), token('apr.', [APR_NOM, APR_ACC])];
  const dateScores = [{ [KAL_NOM]: 5, [KAL_ACC]: 1 }, { [APR_NOM]: 5, [APR_ACC]: 1 }];

  test('the Kalends of a date counted back are accusative, and the month agrees with them (a.d. V Kal. Apr.)', () => {
    const tokens = [token('a.d.', ['ADV']), token('u', ['NUM']), ...date];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder([{ ADV: 1 }, { NUM: 1 }, ...dateScores]), false)).slice(2)).toEqual([KAL_ACC, APR_ACC]);
  });

  test('the Kalends not counted back keep their reading (Kal. Apr.)', () => {
    expect(tagsOf(decodeWithRules(date, ctx, decoder(dateScores), false))).toEqual([KAL_NOM, APR_NOM]);
  });
});
