import { describe, expect, it } from 'vitest';
import { arcFeatures, arcsOf } from './arc-features';
import { FeatureList, FeatureWeights, featureString } from './feature-sink';
import { contextFeatures, tagParts, type SentenceView } from './features';

const TAGS = [
  'ADP', 'NOUN|Case=Abl|Gender=Fem|Number=Sing', 'ADJ|Case=Abl|Gender=Fem|Number=Sing', 'ADJ|Case=Nom|Gender=Fem|Number=Sing',
  'NOUN|Case=Nom|Gender=Masc|Number=Plur', 'VERB|Aspect=Perf|Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin|Voice=Act',
  'VERB|Aspect=Imp|Tense=Pres|VerbForm=Inf|Voice=Act', 'PRON|Case=Acc|Gender=Fem|Number=Sing', 'PUNCT',
];

describe('feature sinks', () => {
  it('writes a feature as its template and parts joined by bars, leaving out the parts not given', () => {
    expect(featureString('PR', 'Abl', 'ex', '2')).toBe('PR|Abl|ex|2');
    expect(featureString('PR', 'Abl', 'none', undefined)).toBe('PR|Abl|none');
    expect(featureString('FN', '', '3', 'S')).toBe('FN||3|S');
  });

  it('sums by parts what the weights of the strings sum, in the same order, the tree kept or started again', () => {
    const keys = ['ex', 'porta', 'decumana', 'quae', 'milites', 'eiecit', 'ire', 'eam', ','];
    const s: SentenceView = { keys, tags: [0, 1, 2, 3, 4, 5, 6, 7, 8].map((k) => tagParts(TAGS[k]!)), arcs: arcsOf(Int32Array.from([1, 5, 1, 5, 5, -1, 5, 6, 5]), ['case', 'obl', 'amod', 'nsubj', 'nsubj', 'root', 'xcomp', 'obj', 'punct']) };
    // Every feature these readings give, weighted (with values whose sums depend on their order).
    const all = new FeatureList();
    for (let i = 0; i < keys.length; i++) {
      for (const tag of TAGS) {
        contextFeatures(s, i, tagParts(tag), all);
        arcFeatures(s, s.arcs!, i, tagParts(tag), all);
      }
    }
    expect(all.features.some((f) => f.startsWith('AH|'))).toBe(true);
    const weights = new Map(all.features.map((f, k) => [f, k % 3 === 0 ? 0.1 * k : -1 / (k + 1)]));
    for (const sums of [new FeatureWeights(weights), new FeatureWeights(weights, 3)]) {
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < keys.length; i++) {
          for (const tag of TAGS) {
            const list = new FeatureList();
            contextFeatures(s, i, tagParts(tag), list);
            arcFeatures(s, s.arcs!, i, tagParts(tag), list);
            let expected = 0;
            for (const f of list.features) expected += weights.get(f) ?? 0;
            sums.total = 0;
            contextFeatures(s, i, tagParts(tag), sums);
            arcFeatures(s, s.arcs!, i, tagParts(tag), sums);
            expect(sums.total).toBe(expected);
          }
        }
      }
    }
  });
});
