import { describe, expect, test } from 'vitest';
import { laslaClassOf, loadLaslaPrior } from './lasla-prior';
import { loadLatinModel } from './pipeline';

describe('LASLA classes of tagger tags', () => {
  test.each([
    ['NOUN|Case=Acc|Gender=Fem|Number=Sing', 'n31'],
    ['PROPN|Case=Abl|Gender=Fem|Number=Plur', 'n62'],
    ['DET|Case=Gen|Gender=Masc|Number=Sing|PronType=Dem', 'p41'],
    ['VERB|Aspect=Perf|Case=Nom|Gender=Masc|Number=Plur|Tense=Past|VerbForm=Part|Voice=Pass', 'w12'],
    ['VERB|Mood=Sub|Number=Plur|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act', 'v2'],
    ['AUX|Tense=Pres|VerbForm=Inf', 'v4'],
    ['ADV', 'd'],
    ['SCONJ', 'c'],
    ['ADP', 'r'],
    ['PUNCT', undefined],
  ])('%s → %s', (tag, expected) => {
    expect(laslaClassOf(tag)).toBe(expected);
  });
});

describe('the prior from Collatinus tags.la', () => {
  const prior = loadLaslaPrior()!;

  test('after a preposition the ablative is likelier than the genitive; an adjective is followed by its case', () => {
    const c = (tag: string) => prior.classOf(tag);
    expect(prior.logProb(prior.boundary, c('ADP'), c('NOUN|Case=Abl|Gender=Fem|Number=Plur'))).toBeGreaterThan(prior.logProb(prior.boundary, c('ADP'), c('NOUN|Case=Gen|Gender=Fem|Number=Sing')));
    expect(prior.logProb(prior.boundary, c('ADJ|Case=Acc|Gender=Fem|Number=Sing'), c('NOUN|Case=Acc|Gender=Fem|Number=Sing'))).toBeGreaterThan(prior.logProb(prior.boundary, c('ADJ|Case=Acc|Gender=Fem|Number=Sing'), c('NOUN|Case=Gen|Gender=Fem|Number=Sing')));
  });

  test('the commercial model is trained with it and loads with it; the full model without', () => {
    expect(loadLatinModel(true).historyPriorName).toBe('lasla-tags');
    expect(loadLatinModel(false).historyPriorName).toBeUndefined();
  });
});
