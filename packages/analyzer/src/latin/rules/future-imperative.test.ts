import { describe, expect, test } from 'vitest';
import { decodeWithRules } from './registry';
import { ctx, decoder, tagsOf, token } from './test-decoder';

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
