import { describe, expect, test } from 'vitest';
import { subordination } from './moods';
import { words } from './test-words';

describe('the Italian of a subordinating conjunction and its mood', () => {
  const before = words('Puer puer NOUN Case=Nom ragazzo; tam tam ADV _ così; diligens diligens ADJ Case=Nom diligente; erat sum AUX VerbForm=Fin|Mood=Ind|Person=3|Number=Sing essere');

  test.each([
    ['cum', 'Mood=Sub|Tense=Pqp|VerbForm=Fin', [], { text: 'dopo che', mood: 'Ind' }],
    ['cum', 'Mood=Sub|Tense=Past|Aspect=Imp|VerbForm=Fin', [], { text: 'mentre', mood: 'Ind' }],
    ['cum', 'Mood=Ind|Tense=Pres|VerbForm=Fin', [], { text: 'quando' }],
    ['ut', 'Mood=Sub|Tense=Past|VerbForm=Fin', before, { text: 'che', mood: 'Ind' }],
    ['quamquam', 'Mood=Ind|Tense=Past|VerbForm=Fin', [], { text: 'benché', mood: 'Sub' }],
    ['priusquam', 'Mood=Ind|Tense=Past|VerbForm=Fin', [], { text: 'prima che', mood: 'Sub' }],
  ])('%s with %s', (lemma, feats, previous, expected) => {
    const clause = words(`${lemma} ${lemma} SCONJ _ x; venit uenio VERB ${feats}|Person=3|Number=Sing venire`);
    expect(subordination(lemma, clause, previous)).toEqual(expected);
  });

  test('ut with the subject of the clause before is "per" + infinitive; after a verb of asking "di" + infinitive', () => {
    const clause = words('ut ut SCONJ _ che; peterent peto VERB Mood=Sub|Tense=Past|VerbForm=Fin|Person=3|Number=Plur chiedere');
    const came = words('Legati legatus NOUN Case=Nom ambasciatore; venerunt uenio VERB Mood=Ind|Tense=Past|VerbForm=Fin|Person=3|Number=Plur venire');
    expect(subordination('ut', clause, came)).toEqual({ text: 'per', mood: 'Inf' });
    const ordered = words('Dux dux NOUN Case=Nom comandante; imperavit impero VERB Mood=Ind|Tense=Past|VerbForm=Fin|Person=3|Number=Sing ordinare');
    expect(subordination('ut', clause, ordered)).toEqual({ text: 'di', mood: 'Inf' });
    expect(subordination('ut', clause, [])).toEqual({ text: 'affinché', mood: 'Sub' });
  });
});
