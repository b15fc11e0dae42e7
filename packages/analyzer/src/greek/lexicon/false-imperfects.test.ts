import { describe, expect, test } from 'vitest';
import type { TaggerModel } from '../../core/tagger/model';
import { dropFalseImperfectTags, withoutFalseImperfects } from './false-imperfects';
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

describe('false imperfects in the tag dictionary', () => {
  test('an imperfect tag beside its aorist twin on a sigmatic aorist is dropped; a real imperfect stays', () => {
    const AORIST = 'VERB|Mood=Ind|Number=Plur|Person=3|Tense=Past|VerbForm=Fin|Voice=Act';
    const IMPERFECT = 'VERB|Aspect=Imp|Mood=Ind|Number=Plur|Person=3|Tense=Past|VerbForm=Fin|Voice=Act';
    const tags = [AORIST, IMPERFECT];
    const byForm = new Map([
      ['ἐνίκησαν', { ids: Int32Array.from([0, 1]), count: 8 }],
      ['ἐνίκων', { ids: Int32Array.from([1]), count: 2 }],
      ['ἐτίθεσαν', { ids: Int32Array.from([1]), count: 3 }],
    ]);
    const model = { tagset: { tags }, dict: { byForm } } as unknown as TaggerModel;
    expect(dropFalseImperfectTags(model)).toBe(1);
    expect(Array.from(byForm.get('ἐνίκησαν')!.ids)).toEqual([0]);
    expect(byForm.get('ἐνίκησαν')!.count).toBe(8);
    expect(Array.from(byForm.get('ἐνίκων')!.ids)).toEqual([1]);
    expect(Array.from(byForm.get('ἐτίθεσαν')!.ids)).toEqual([1]);
  });
});
