import { describe, expect, test } from 'vitest';
import { applyRules, ruleNamesOf, type EngineContext, type HardRule, type RuleStep, type SoftRule } from './engine';
import type { Allow, ConstraintToken, Decoder, Pass } from './types';

// Two words, each with two made-up tags; the decoder takes each token's best allowed tag (no history) and counts
// its passes, so that each kind of step can be checked with toy rules.
const TAGS = ['NOUN|Case=Nom|Number=Sing', 'NOUN|Case=Abl|Number=Sing', 'VERB|Mood=Ind|VerbForm=Fin', 'ADV'];
const ctx: EngineContext = { tagName: (id) => TAGS[id]! };
const tokens: ConstraintToken[] = [
  { key: 'rosa', wordLike: true, tags: [TAGS[0]!, TAGS[1]!], analyses: [] },
  { key: 'cano', wordLike: true, tags: [TAGS[2]!, TAGS[3]!], analyses: [] },
];

function decoderOf(scores: number[][]): Decoder & { passes: number } {
  const self = {
    passes: 0,
    scored(allow?: Allow): Pass {
      self.passes++;
      const candidates = [Int32Array.of(0, 1), Int32Array.of(2, 3)];
      const values = scores.map((s) => Float64Array.from(s));
      const ids = Int32Array.from(candidates.map((c, i) => {
        const allowed = [...c.keys()].filter((k) => !allow || allow(i, c[k]!));
        return c[allowed.reduce((best, k) => (values[i]![k]! > values[i]![best]! ? k : best), allowed[0]!)]!;
      }));
      return { ids, candidates, scores: values };
    },
    ids: (allow?: Allow) => self.scored(allow).ids,
  };
  return self;
}

const tagsOf = (p: Pass) => Array.from(p.ids, (id) => TAGS[id]);
const ablative: HardRule<EngineContext> = { name: 'ablative', apply: (_, out) => void out.set(0, (t) => t.case === 'Abl') };
const adverb: HardRule<EngineContext> = { name: 'adverb', apply: ({ chosen }, out) => chosen[1]!.finite && !!out.set(1, (t) => t.upos === 'ADV') };

describe('applyRules', () => {
  test('rules applied together read the first reading and call for one more pass', () => {
    const decoder = decoderOf([[5, 1], [5, 1]]);
    const pass = applyRules([{ together: [ablative, adverb] }], tokens, ctx, decoder, true);
    expect([tagsOf(pass), decoder.passes]).toEqual([['NOUN|Case=Abl|Number=Sing', 'ADV'], 2]);
    expect(pass.constrained && [...pass.constrained].sort()).toEqual([0, 1]);
  });

  test('a rule applied on its own decodes again only when it constrains something', () => {
    const decoder = decoderOf([[5, 1], [1, 5]]);
    const pass = applyRules([{ each: adverb, rounds: 4 }], tokens, ctx, decoder, true);
    expect([tagsOf(pass), decoder.passes]).toEqual([['NOUN|Case=Nom|Number=Sing', 'ADV'], 1]);
  });

  test('a rule left out by its identifier does nothing', () => {
    const pass = applyRules([{ together: [ablative] }], tokens, { ...ctx, without: new Set(['ablative']) }, decoderOf([[5, 1], [5, 1]]), false);
    expect(tagsOf(pass)[0]).toBe('NOUN|Case=Nom|Number=Sing');
    expect(pass.constrained).toBeUndefined();
  });

  const soft = (margin: number): SoftRule<EngineContext> => ({ name: 'soft', trials: () => [[[0, (t) => t.case === 'Abl']]], margin: () => margin });
  test.each([
    [5, 'NOUN|Case=Abl|Number=Sing'],
    [4, 'NOUN|Case=Nom|Number=Sing'],
    [2, 'NOUN|Case=Nom|Number=Sing'],
  ])('a soft trial that costs the path 4 (10 → 6), with a margin of %d, gives %s', (margin, expected) => {
    expect(tagsOf(applyRules([{ soft: soft(margin) }], tokens, ctx, decoderOf([[5, 1], [5, 1]]), false))[0]).toBe(expected);
  });

  test('a soft rule\'s fallback tries the trials it keeps within its own margin, and can be left out alone', () => {
    const rule: SoftRule<EngineContext> = { ...soft(1), fallback: { name: 'fallback', margin: () => 10, keeps: (_, i) => i === 0 } };
    const run = (without: string[]) => tagsOf(applyRules([{ soft: rule }], tokens, { ...ctx, without: new Set(without) }, decoderOf([[5, 1], [5, 1]]), false))[0];
    expect(run([])).toBe('NOUN|Case=Abl|Number=Sing');
    expect(run(['fallback'])).toBe('NOUN|Case=Nom|Number=Sing');
  });
});

describe('ruleNamesOf', () => {
  test('lists every rule, part and fallback once, in the order the steps apply', () => {
    const steps: RuleStep<EngineContext>[] = [
      { together: [ablative, { ...adverb, parts: ['adverbPart'] }] },
      { soft: { name: 'soft', trials: () => [], margin: () => 1, fallback: { name: 'fallback', margin: () => 2, keeps: () => true } } },
      { each: ablative, rounds: 2 },
    ];
    expect(ruleNamesOf(steps)).toEqual(['ablative', 'adverb', 'adverbPart', 'soft', 'fallback']);
  });
});
