import { describe, expect, test } from 'vitest';
import type { Analysis } from '../core/types';
import { alternativesOf } from './alternatives';
import type { ChoiceMemo } from './choose';
import type { FormInfo } from './form-info';

const TAGS = ['NOUN|Case=Nom', 'NOUN|Case=Abl', 'VERB|Mood=Imp', 'NOUN|Case=Voc'];
const analysis = (lemma: string, upos: 'NOUN' | 'VERB', tag: string, lemmaKey = lemma): Analysis => ({ lemma, lemmaKey, upos, feats: { tag }, source: 'lexicon' });
// `malum` read four ways, one of them twice (a lemma and its homograph give the same reading).
const nominative = analysis('malum', 'NOUN', TAGS[0]!);
const readings = [nominative, analysis('malum', 'NOUN', TAGS[1]!), analysis('malum', 'NOUN', TAGS[1]!, 'malum2'), analysis('malo', 'VERB', TAGS[2]!), analysis('malum', 'NOUN', TAGS[3]!)];
const context = { tagOf: (a: Analysis) => a.feats.tag!, tagIdOf: (tag: string) => TAGS.indexOf(tag) };

function info(): FormInfo {
  return { key: 'malum', wordLike: true, analyses: readings, tags: TAGS, priors: null, praenomen: undefined, choices: new Map(), indefinite: undefined, positive: undefined, analysisTags: undefined, readingKeys: undefined };
}
function memo(chosen: Analysis): ChoiceMemo {
  return { choice: { analysis: chosen, uncertain: false }, tagged: { lemma: chosen.lemma, upos: chosen.upos, feats: '_', source: 'lexicon' }, cards: [], agreeing: undefined, alternativeAt: undefined };
}
const list = (out: ReturnType<typeof alternativesOf>) => out.map((a) => `${a.analysis.lemma} ${a.analysis.feats.tag} ${a.analysis.lemmaKey} ${a.score}`);

describe('alternativesOf', () => {
  test('the other readings, each once (the first homograph), best first; a tag the sentence did not score last', () => {
    const out = alternativesOf(info(), memo(nominative), Int32Array.of(0, 1, 2), Float64Array.of(5, 1.5, 3), context);
    expect(list(out)).toEqual(['malo VERB|Mood=Imp malo 3', 'malum NOUN|Case=Abl malum 1.5', 'malum NOUN|Case=Voc malum -Infinity']);
  });

  test('the scores are the token\'s own: the same form elsewhere lists the same readings in its own order', () => {
    const form = info();
    const choice = memo(nominative);
    alternativesOf(form, choice, Int32Array.of(0, 1, 2), Float64Array.of(5, 1.5, 3), context);
    const out = alternativesOf(form, choice, Int32Array.of(0, 1, 2, 3), Float64Array.of(5, 4, -2, 0.5), context);
    expect(list(out)).toEqual(['malum NOUN|Case=Abl malum 4', 'malum NOUN|Case=Voc malum 0.5', 'malo VERB|Mood=Imp malo -2']);
  });

  test('a chosen reading two entries give is left out under both', () => {
    const out = alternativesOf(info(), memo(readings[2]!), Int32Array.of(0, 1, 2), Float64Array.of(1, 2, 3), context);
    expect(list(out)).toEqual(['malo VERB|Mood=Imp malo 3', 'malum NOUN|Case=Nom malum 1', 'malum NOUN|Case=Voc malum -Infinity']);
  });
});
