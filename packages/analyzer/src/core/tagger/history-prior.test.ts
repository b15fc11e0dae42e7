import { describe, expect, test } from 'vitest';
import { createHistoryPrior, HistoryPriorScorer } from './history-prior';

// A made-up corpus of classes: after a preposition comes an ablative far more often than a genitive.
const prior = createHistoryPrior({
  name: 'test',
  weight: 2,
  classes: ['#', 'r', 'n6', 'n4', 'v'],
  boundary: '#',
  classOf: (tag) => ({ ADP: 'r', 'NOUN|Case=Abl': 'n6', 'NOUN|Case=Gen': 'n4', VERB: 'v' })[tag],
  trigrams: [['#', 'r', 'n6', 90], ['#', 'r', 'n4', 10], ['r', 'n6', 'v', 50], ['#', '#', 'r', 100]],
});

describe('createHistoryPrior', () => {
  const c = (tag: string) => prior.classOf(tag);

  test('follows the counts, and every class keeps some probability', () => {
    const abl = prior.logProb(prior.boundary, c('ADP'), c('NOUN|Case=Abl'));
    const gen = prior.logProb(prior.boundary, c('ADP'), c('NOUN|Case=Gen'));
    expect(abl).toBeGreaterThan(gen);
    expect(Number.isFinite(prior.logProb(c('VERB'), c('VERB'), c('VERB')))).toBe(true);
  });

  test('an unseen context backs off to the last class', () => {
    const unseen = prior.logProb(c('VERB'), c('ADP'), c('NOUN|Case=Abl'));
    expect(unseen).toBeGreaterThan(prior.logProb(c('VERB'), c('ADP'), c('NOUN|Case=Gen')));
  });

  test('a tag without a class has none', () => {
    expect(c('PUNCT')).toBe(-1);
  });

  test('the scorer adds weight × log P to each candidate, and nothing after a tag without a class', () => {
    const tags = ['ADP', 'NOUN|Case=Abl', 'NOUN|Case=Gen', 'PUNCT'];
    const scorer = new HistoryPriorScorer(prior, (id) => tags[id]!);
    const scores = new Float64Array([0, 0]);
    scorer.add(Int32Array.from([1, 2]), 0, 2, 0, -1, scores);
    expect(scores[0]).toBeCloseTo(2 * prior.logProb(prior.boundary, c('ADP'), c('NOUN|Case=Abl')));
    expect(scores[0]).toBeGreaterThan(scores[1]!);
    const after = new Float64Array([0, 0]);
    scorer.add(Int32Array.from([1, 2]), 0, 2, 3, 0, after);
    expect([...after]).toEqual([0, 0]);
  });
});
