import { describe, expect, it } from 'vitest';
import { FeatureList } from './feature-sink';
import { arcFeatures, arcsOf } from './arc-features';
import { tagParts, type SentenceView } from './features';
import { SentenceModel } from './model';
import { rerankSentence } from './rerank';

const ABL = 'NOUN|Case=Abl|Gender=Fem|Number=Sing';
const ADJ_NOM = 'ADJ|Case=Nom|Gender=Fem|Number=Sing';
const ADJ_ABL = 'ADJ|Case=Abl|Gender=Fem|Number=Sing';
const NOM_PLUR = 'NOUN|Case=Nom|Gender=Masc|Number=Plur';
const VERB_PLUR = 'VERB|Aspect=Imp|Mood=Ind|Number=Plur|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act';
const VERB_SING = 'VERB|Aspect=Imp|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act';

// ex porta decumana eiecit: ex → porta (case), porta → eiecit (obl), decumana → porta (amod).
const ARCS = arcsOf(Int32Array.from([1, 3, 1, -1]), ['case', 'obl', 'amod', 'root']);
const KEYS = ['ex', 'porta', 'decumana', 'eiecit'];

describe('arcFeatures', () => {
  const s: SentenceView = { keys: KEYS, tags: ['ADP', ABL, ADJ_ABL, VERB_SING].map(tagParts), arcs: ARCS };

  it.each([
    [2, ADJ_ABL, 'AH|amod|ADJ|cng|NOUN'],
    [2, ADJ_NOM, 'AH|amod|ADJ|-|NOUN'],
    [1, ABL, 'AP|Abl|ex'],
    [1, ABL, 'AD|amod|cng'],
    [1, ABL, 'AH|obl|NOUN|Abl|VERB'],
  ])('word %i read as %s gives %s', (i, tag, feature) => {
    const out = new FeatureList();
    arcFeatures(s, ARCS, i, tagParts(tag), out);
    expect(out.features).toContain(feature);
  });

  it('a finite verb reads the number of its subject', () => {
    const arcs = arcsOf(Int32Array.from([1, -1]), ['nsubj', 'root']);
    const v: SentenceView = { keys: ['milites', 'pugnant'], tags: [NOM_PLUR, VERB_PLUR].map(tagParts), arcs };
    const out = new FeatureList();
    arcFeatures(v, arcs, 1, tagParts(VERB_SING), out);
    expect(out.features).toEqual(['VS|Sing|3|Nom|Plur']);
    out.features.length = 0;
    arcFeatures(v, arcs, 0, tagParts(NOM_PLUR), out);
    expect(out.features).toContain('AS|Nom|Plur|Plur');
  });

  it('the re-ranking reads the tree it is given', () => {
    const model = new SentenceModel(new Map([['AH|amod|ADJ|cng|NOUN', 10]]), true);
    const names = ['ADP', ABL, ADJ_NOM, ADJ_ABL, VERB_SING];
    const candidates = [Int32Array.from([0]), Int32Array.from([1]), Int32Array.from([2, 3]), Int32Array.from([4])];
    const scores = [Float64Array.from([0]), Float64Array.from([0]), Float64Array.from([5, 4]), Float64Array.from([0])];
    const without = Int32Array.from([0, 1, 2, 4]);
    expect(rerankSentence(model, KEYS, without, candidates, scores, (id) => names[id]!, { weight: 2, margin: 40 })).toBe(0);
    const ids = Int32Array.from([0, 1, 2, 4]);
    expect(rerankSentence(model, KEYS, ids, candidates, scores, (id) => names[id]!, { weight: 2, margin: 40 }, undefined, ARCS)).toBe(1);
    expect(ids[2]).toBe(3);
  });
});
