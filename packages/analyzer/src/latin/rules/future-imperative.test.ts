import { describe, expect, test } from 'vitest';
import { decodeWithRules } from './registry';
import { ctx, decoder, period, tagsOf, token } from './test-decoder';

describe('the future imperative', () => {
  test('a future imperative that can be a present indicative first person is the indicative (cogito), and only then', () => {
    const future = 'VERB|Mood=Imp|Number=Sing|Person=2|Tense=Fut|VerbForm=Fin';
    const present = 'VERB|Mood=Ind|Number=Sing|Person=1|Tense=Pres|VerbForm=Fin';
    const cogito = [token('cogito', [future, present]), token('ergo', ['ADV|Degree=Pos'])];
    const scores: Record<string, number>[] = [{ [future]: 5, [present]: 1 }, { 'ADV|Degree=Pos': 1 }];
    expect(tagsOf(decodeWithRules(cogito, ctx, decoder(scores), true))[0]).toBe(present);
    expect(tagsOf(decodeWithRules(cogito, { ...ctx, without: new Set(['futureImperative'] as const) }, decoder(scores), true))[0]).toBe(future);
    const scito = [token('scito', [future]), token('ergo', ['ADV|Degree=Pos'])];
    expect(tagsOf(decodeWithRules(scito, ctx, decoder([{ [future]: 5 }, { 'ADV|Degree=Pos': 1 }]), true))[0]).toBe(future);
  });
});

const FUTURE_IMPERATIVE = 'VERB|Mood=Imp|Number=Sing|Person=2|Tense=Fut|VerbForm=Fin|Voice=Act';
const PARTICIPLE = 'VERB|Aspect=Perf|Case=Abl|Gender=Masc|Number=Sing|Tense=Past|VerbForm=Part|Voice=Pass';
const ABLATIVE = 'NOUN|Case=Abl|Gender=Masc|Number=Sing';
const NOMINATIVE = 'NOUN|Case=Nom|Gender=Masc|Number=Sing';

describe('rule 87: the future imperative that can be a perfect participle', () => {
  test('beside an ablative it is the participle (fugato equitatu), not without one, nor under a convention', () => {
    const sentence = [token('fugato', [FUTURE_IMPERATIVE, PARTICIPLE]), token('equitatu', [ABLATIVE]), period()];
    const scores = [{ [FUTURE_IMPERATIVE]: 5, [PARTICIPLE]: 1 }, { [ABLATIVE]: 1 }, { PUNCT: 1 }];
    expect(tagsOf(decodeWithRules(sentence, ctx, decoder(scores), true))[0]).toBe(PARTICIPLE);
    const without = { ...ctx, without: new Set(['futureParticiple'] as const) };
    expect(tagsOf(decodeWithRules(sentence, without, decoder(scores), true))[0]).toBe(FUTURE_IMPERATIVE);
    expect(tagsOf(decodeWithRules(sentence, { ...ctx, convention: 'perseus' }, decoder(scores), true))[0]).toBe(FUTURE_IMPERATIVE);
    const alone = [token('servato', [FUTURE_IMPERATIVE, PARTICIPLE]), token('amicus', [NOMINATIVE]), period()];
    const aloneScores = [{ [FUTURE_IMPERATIVE]: 5, [PARTICIPLE]: 1 }, { [NOMINATIVE]: 1 }, { PUNCT: 1 }];
    expect(tagsOf(decodeWithRules(alone, ctx, decoder(aloneScores), true))[0]).toBe(FUTURE_IMPERATIVE);
  });
});
