import { describe, expect, test } from 'vitest';
import { withoutFalseImperfects } from './false-imperfects';
import type { GreekAnalysis } from './index';

const verb = (lemma: string, feats: string, score = 1): GreekAnalysis => ({ lemma, upos: 'VERB', feats, score });
const AORIST = 'Mood=Ind|Number=Plur|Person=3|Tense=Past|VerbForm=Fin|Voice=Act';
const IMPERFECT = `Aspect=Imp|${AORIST}`;

describe('readings the corpus counts made up', () => {
  test('a sigmatic aorist is no imperfect of the same verb', () => {
    const aorist = verb('νικάω', AORIST, 4543);
    expect(withoutFalseImperfects('ἐνίκησαν', [aorist, verb('νικάω', IMPERFECT, 243)])).toEqual([aorist]);
  });

  test('true imperfects stay: of another ending, without the aorist twin, of a verb in -μι', () => {
    const prassein = [verb('πράσσω', IMPERFECT.replace('Plur', 'Sing')), verb('πράσσω', AORIST.replace('Plur', 'Sing'))];
    expect(withoutFalseImperfects('ἔπρασσε', prassein)).toHaveLength(2);
    expect(withoutFalseImperfects('ἐποίησαν', [verb('ποιέω', IMPERFECT)])).toHaveLength(1);
    expect(withoutFalseImperfects('ἔφασαν', [verb('φημί', AORIST), verb('φημί', IMPERFECT)])).toHaveLength(2);
  });
});
