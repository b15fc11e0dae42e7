import { describe, expect, test } from 'vitest';
import { decodeWithRules } from './registry';
import type { ConstraintToken } from '../../core/constraints/types';
import { comma, ctx, decoder, period, tagsOf, token } from './test-decoder';

describe('pronouns and determiners', () => {
  test('quod right after a neuter singular noun or pronoun is the relative pronoun', () => {
    const quod = token('quod', ['SCONJ', 'PRON|Case=Acc|Gender=Neut|Number=Sing']);
    const verb = token('eripuit', ['VERB|Mood=Ind|VerbForm=Fin']);
    const read = (before: string, tag: string) => tagsOf(decodeWithRules([token(before, [tag]), quod, verb], ctx,
      decoder([{ [tag]: 1 }, { SCONJ: 3, 'PRON|Case=Acc|Gender=Neut|Number=Sing': 1 }, { 'VERB|Mood=Ind|VerbForm=Fin': 1 }]), true))[1];
    // legis praesidium quod iniquitas praetoris eripuit
    expect(read('praesidium', 'NOUN|Case=Acc|Gender=Neut|Number=Sing')).toBe('PRON|Case=Acc|Gender=Neut|Number=Sing');
    expect(read('id', 'PRON|Case=Nom|Gender=Neut|Number=Sing')).toBe('PRON|Case=Acc|Gender=Neut|Number=Sing');
    // hoc quod agit: the relative; in hoc quod …: the fact that; after a plural noun the conjunction stays
    expect(read('hoc', 'PRON|Case=Nom|Gender=Neut|Number=Sing')).toBe('PRON|Case=Acc|Gender=Neut|Number=Sing');
    const HOC = 'PRON|Case=Acc|Gender=Neut|Number=Sing';
    const exHoc = decodeWithRules([token('in', ['ADP']), token('hoc', [HOC]), quod, verb], ctx,
      decoder([{ ADP: 1 }, { [HOC]: 1 }, { SCONJ: 3, 'PRON|Case=Acc|Gender=Neut|Number=Sing': 1 }, { 'VERB|Mood=Ind|VerbForm=Fin': 1 }]), true);
    expect(tagsOf(exHoc)[2]).toBe('SCONJ');
    expect(read('muros', 'NOUN|Case=Acc|Number=Plur')).toBe('SCONJ');
  });

  test('in PROIEL\'s convention a determiner with no noun near it is a pronoun (omnia alone)', () => {
    const DET = 'DET|Case=Acc|Gender=Neut|Number=Plur';
    const PRON = 'PRON|Case=Acc|Gender=Neut|Number=Plur';
    const NOUN = 'NOUN|Case=Acc|Gender=Neut|Number=Plur';
    const verb = token('fecit', ['VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin']);
    const tokens = [token('omnia', [DET, PRON]), verb];
    const scores: Record<string, number>[] = [{ [DET]: 5, [PRON]: 1 }, { 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin': 1 }];
    expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'proiel' }, decoder(scores), false))[0]).toBe(PRON);
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[0]).toBe(DET);
    // Beside its noun it stays the determiner.
    const withNoun = [tokens[0]!, token('opera', [NOUN]), verb];
    expect(tagsOf(decodeWithRules(withNoun, { ...ctx, convention: 'proiel' }, decoder([scores[0]!, { [NOUN]: 1 }, scores[1]!]), false))[0]).toBe(DET);
  });

  test('a pronoun right before a noun it agrees with is the determiner; a relative only in Perseus, or after si', () => {
    const DET = 'DET|Case=Acc|Gender=Neut|Number=Plur';
    const PRON = 'PRON|Case=Acc|Gender=Neut|Number=Plur';
    const NOUN = 'NOUN|Case=Acc|Gender=Neut|Number=Plur';
    const VERB = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
    const scores: Record<string, number>[] = [{ [DET]: 1, [PRON]: 5 }, { [NOUN]: 1 }, { [VERB]: 1 }];
    const sentence = (key: string) => [token(key, [DET, PRON]), token('arma', [NOUN]), token('cepit', [VERB])];
    expect(tagsOf(decodeWithRules(sentence('ea'), ctx, decoder(scores), false))[0]).toBe(DET);
    expect(tagsOf(decodeWithRules(sentence('ea'), { ...ctx, convention: 'proiel' }, decoder(scores), false))[0]).toBe(DET);
    // The relative before its noun (quae arma) is the pronoun except in Perseus's convention.
    expect(tagsOf(decodeWithRules(sentence('quae'), { ...ctx, convention: 'proiel' }, decoder(scores), false))[0]).toBe(PRON);
    expect(tagsOf(decodeWithRules(sentence('quae'), ctx, decoder(scores), false))[0]).toBe(PRON);
    expect(tagsOf(decodeWithRules(sentence('quae'), { ...ctx, convention: 'perseus' }, decoder(scores), false))[0]).toBe(DET);
    // After si it is the indefinite: si qua arma.
    const afterSi = [token('si', ['SCONJ']), ...sentence('qua')];
    expect(tagsOf(decodeWithRules(afterSi, { ...ctx, convention: 'proiel' }, decoder([{ SCONJ: 1 }, ...scores]), false))[1]).toBe(DET);
    // A noun it does not agree with changes nothing.
    const other = [token('ea', [DET, PRON]), token('rei', ['NOUN|Case=Gen|Number=Sing']), token('cepit', [VERB])];
    expect(tagsOf(decodeWithRules(other, ctx, decoder([scores[0]!, { 'NOUN|Case=Gen|Number=Sing': 1 }, scores[2]!]), false))[0]).toBe(PRON);
  });

  test('quod read as the relative after a verb of feeling in its sentence part is the conjunction (students only)', () => {
    const PRON = 'PRON|Case=Acc|Gender=Neut|Number=Sing';
    const INF = 'VERB|VerbForm=Inf';
    const FIN = 'VERB|Mood=Ind|VerbForm=Fin';
    const SUB = 'VERB|Mood=Sub|VerbForm=Fin';
    const quod = token('quod', ['SCONJ', PRON]);
    const scores = { SCONJ: 1, [PRON]: 3 };
    // mirari se aiebat quod non rideret
    const read = (verb: string, lemma: string, ctxOf = ctx, before: ConstraintToken[] = []) => {
      const tokens = [token(verb, [INF], [{ lemma, upos: 'VERB' }]), ...before, token('aiebat', [FIN]), quod, token('rideret', [SUB])];
      const all = [{ [INF]: 1 }, ...before.map(() => ({ PUNCT: 1 })), { [FIN]: 1 }, scores, { [SUB]: 1 }];
      return tagsOf(decodeWithRules(tokens, ctxOf, decoder(all), false))[tokens.length - 2];
    };
    expect(read('mirari', 'miror')).toBe('SCONJ');
    // Another verb, a treebank's convention, or a full stop between: the relative stays.
    expect(read('facere', 'facio')).toBe(PRON);
    expect(read('mirari', 'miror', { ...ctx, convention: 'perseus' })).toBe(PRON);
    expect(read('mirari', 'miror', ctx, [period()])).toBe(PRON);
    expect(read('mirari', 'miror', ctx, [comma()])).toBe('SCONJ');
  });

  test('in the registry, quod after a verb of feeling is the conjunction before rule 53 can hold it as an accusative (miror quod dicis)', () => {
    const PRON = 'PRON|Case=Acc|Gender=Neut|Number=Sing';
    const NOM = 'PRON|Case=Nom|Gender=Neut|Number=Sing';
    const MIROR = 'VERB|Mood=Ind|Number=Sing|Person=1|VerbForm=Fin|Voice=Act';
    const DICIS = 'VERB|Mood=Ind|Number=Sing|Person=2|VerbForm=Fin|Voice=Act';
    const tokens = [token('miror', [MIROR], [{ lemma: 'miror', upos: 'VERB' }]), token('quod', ['SCONJ', PRON, NOM]), token('dicis', [DICIS]), period()];
    const scores = [{ [MIROR]: 1 }, { SCONJ: 1, [PRON]: 3, [NOM]: 2 }, { [DICIS]: 1 }, { PUNCT: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[1]).toBe('SCONJ');
  });
});
