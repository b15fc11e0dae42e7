import { describe, expect, test } from 'vitest';
import { prepositionalAppositions } from './apposition';
import { words } from './test-words';

describe('an apposition after a phrase with a preposition', () => {
  const phrase = 'ex ex ADP _ da; nobili nobilis ADJ Case=Abl|Gender=Fem|Number=Sing nobile; femina femina NOUN Case=Abl|Gender=Fem|Number=Sing donna; , , PUNCT _ ,';

  test('is said of its noun, agreeing, adverbs first, without article', () => {
    const read = prepositionalAppositions(words(`${phrase}; captiva captivus ADJ Case=Abl|Gender=Fem|Number=Sing prigioniero; tamen tamen ADV _ tuttavia; et et CCONJ _ e; ancilla ancilla NOUN Case=Abl|Gender=Fem|Number=Sing serva; . . PUNCT _ .`));
    expect(read.map((w) => w.meaning)).toEqual(['da', 'nobile', 'donna', ',', 'tuttavia prigioniera e serva', '.']);
  });

  test('a stretch in another case, or followed by a verb, stays', () => {
    const other = words(`${phrase}; captivam captivus ADJ Case=Acc|Gender=Fem|Number=Sing prigioniero; . . PUNCT _ .`);
    expect(prepositionalAppositions(other)).toHaveLength(6);
    const verb = words(`${phrase}; captiva captivus ADJ Case=Abl|Gender=Fem|Number=Sing prigioniero; venit venio VERB VerbForm=Fin venire`);
    expect(prepositionalAppositions(verb)).toHaveLength(6);
  });
});
