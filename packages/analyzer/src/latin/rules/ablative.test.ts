import { describe, expect, test } from 'vitest';
import { decodeWithRules } from './registry';
import { ctx, decoder, period, tagsOf, token } from './test-decoder';

describe('the ablative that is not a subject (rule 41)', () => {
  const NOM = 'NOUN|Case=Nom|Gender=Fem|Number=Sing';
  const ABL = 'NOUN|Case=Abl|Gender=Fem|Number=Sing';
  const read = (words: [string, string[]][]) => {
    const tokens = [...words.map(([k, tags]) => token(k, tags)), period()];
    const scores = tokens.map((t) => (t.key === 'concordia' ? { [NOM]: 5, [ABL]: 1 } : { [t.tags![0]!]: 1 }));
    return tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[0];
  };
  const PLURAL = 'VERB|Mood=Ind|Number=Plur|Person=3|VerbForm=Fin';
  const SINGULAR = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';

  test('a singular nominative whose verb is plural is the ablative (concordia parvae res crescunt)', () => {
    expect(read([['concordia', [NOM, ABL]], ['res', ['NOUN|Case=Nom|Gender=Fem|Number=Plur']], ['crescunt', [PLURAL]]])).toBe(ABL);
  });

  test('with a singular verb it stays a subject; joined to another noun it stays too', () => {
    expect(read([['concordia', [NOM, ABL]], ['crescit', [SINGULAR]]])).toBe(NOM);
    // concordia et pax crescunt: joined to another subject
    expect(read([['concordia', [NOM, ABL]], ['et', ['CCONJ']], ['pax', ['NOUN|Case=Nom|Gender=Fem|Number=Sing']], ['crescunt', [PLURAL]]])).toBe(NOM);
  });
});
