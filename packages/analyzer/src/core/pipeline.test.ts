import { describe, expect, test } from 'vitest';
import { runPipeline, sentenceRanges, STAGE_ORDER, type Flow, type Stages } from './pipeline';

interface Recorded extends Flow {
  input: string;
  tokens: string[];
  candidates: string[];
  lattice: string;
  path: string;
  chosen: string;
  out: string;
}

describe('runPipeline', () => {
  test('enters each stage once, in order, each with what the stages before it produced', () => {
    const calls: string[] = [];
    const stages: Stages<Recorded> = {
      tokenize: (input) => (calls.push(`tokenize ${input}`), input.split(' ')),
      candidates: (tokens) => (calls.push(`candidates ${tokens.join('+')}`), tokens.map((t) => `${t}?`)),
      tag: (tokens, candidates) => (calls.push(`tag ${candidates.join('+')}`), `L${tokens.length}`),
      constrain: (_tokens, _candidates, lattice) => (calls.push(`constrain ${lattice}`), `${lattice}P`),
      choose: (_tokens, _candidates, path) => (calls.push(`choose ${path}`), `${path}C`),
      describe: (tokens, _candidates, path, chosen) => (calls.push(`describe ${path} ${chosen}`), `${tokens.length} ${chosen}`),
    };
    expect(runPipeline<Recorded>(stages, 'Gallia est omnis')).toBe('3 L3PC');
    expect(calls).toEqual(['tokenize Gallia est omnis', 'candidates Gallia+est+omnis', 'tag Gallia?+est?+omnis?', 'constrain L3', 'choose L3P', 'describe L3P L3PC']);
    expect(calls.map((c) => c.split(' ')[0])).toEqual([...STAGE_ORDER]);
  });
});

describe('sentenceRanges', () => {
  test.each([
    [0, [], [0]],
    [1, [], [0, 1]],
    [5, [], [0, 5]],
    [5, [0, 3], [0, 3, 5]],
    [4, [1, 2, 3], [0, 1, 2, 3, 4]],
  ])('%i tokens, sentences starting at %j: %j', (count, starting, ranges) => {
    expect(sentenceRanges(count, (i) => starting.includes(i))).toEqual(ranges);
  });
});
