import { describe, expect, test } from 'vitest';
import { HYPERBATON_MARGIN } from './agreement';
import { decodeWithRules } from './registry';
import { ctx, decoder, tagsOf, token } from './test-decoder';

describe('agreement', () => {
  test('an adjective with no noun of its case takes a noun of its clause that has no adjective (tenui … avena)', () => {
    const ADJ = 'ADJ|Case=Abl|Gender=Fem|Number=Sing';
    const NOM = 'NOUN|Case=Nom|Gender=Fem|Number=Sing';
    const ABL = 'NOUN|Case=Abl|Gender=Fem|Number=Sing';
    // A verb in the third person: with the second, avena could not be its subject (rule 41 makes it the ablative).
    const tokens = [token('tenui', [ADJ]), token('meditatur', ['VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin']), token('avena', [NOM, ABL])];
    const scores = (cost: number): Record<string, number>[] => [{ [ADJ]: 1 }, { 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin': 1 }, { [NOM]: 10, [ABL]: 10 - cost }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores(HYPERBATON_MARGIN - 1)), false))[2]).toBe(ABL);
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores(HYPERBATON_MARGIN + 1)), false))[2]).toBe(NOM);
  });

  test('an adjective with nothing to agree with, whose form is also a noun, is the noun (gloria maiorum)', () => {
    const ADJ = 'ADJ|Case=Gen|Gender=Masc|Number=Plur';
    const NOUN = 'NOUN|Case=Gen|Gender=Masc|Number=Plur';
    const analyses = [{ lemma: 'maior', upos: 'ADJ', source: 'lexicon', tag: ADJ }, { lemma: 'maiores', upos: 'NOUN', source: 'lexicon', tag: NOUN }] as const;
    const tokens = [token('gloria', ['NOUN|Case=Abl|Number=Sing']), token('maiorum', [ADJ, NOUN], [...analyses])];
    const scores: Record<string, number>[] = [{ 'NOUN|Case=Abl|Number=Sing': 1 }, { [ADJ]: 5, [NOUN]: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[1]).toBe(NOUN);
    // A treebank's convention keeps the adjective.
    expect(tagsOf(decodeWithRules(tokens, { ...ctx, convention: 'perseus' }, decoder(scores), false))[1]).toBe(ADJ);
    // Beside a noun of its case, number and gender it stays the adjective.
    const agreeing = [token('virorum', [NOUN]), tokens[1]!];
    expect(tagsOf(decodeWithRules(agreeing, ctx, decoder([{ [NOUN]: 1 }, scores[1]!]), false))[1]).toBe(ADJ);
  });

  test('an adjective standing alone is not the noun only the extended lexicon gives its form (miseris: miser, not miserum)', () => {
    const ADJ = 'ADJ|Case=Dat|Gender=Masc|Number=Plur';
    const NOUN = 'NOUN|Case=Dat|Gender=Neut|Number=Plur';
    const VERB = 'VERB|Mood=Ind|Number=Sing|Person=1|VerbForm=Fin';
    const scores: Record<string, number>[] = [{ [ADJ]: 5, [NOUN]: 1 }, { [VERB]: 1 }];
    const adjective = { lemma: 'miser', upos: 'ADJ', source: 'lexicon', tag: ADJ } as const;
    const extendedNoun = { lemma: 'miserum', upos: 'NOUN', source: 'extended', tag: NOUN } as const;
    const extended = [token('miseris', [ADJ, NOUN], [adjective, extendedNoun]), token('succurro', [VERB])];
    expect(tagsOf(decodeWithRules(extended, ctx, decoder(scores), false))[0]).toBe(ADJ);
    // The same noun in the main lexicon is taken.
    const mainNoun = { ...extendedNoun, source: 'lexicon' } as const;
    const main = [token('miseris', [ADJ, NOUN], [adjective, mainNoun]), token('succurro', [VERB])];
    expect(tagsOf(decodeWithRules(main, ctx, decoder(scores), false))[0]).toBe(NOUN);
  });

  test('an adjective standing alone is not a noun whose headword is no form of the adjective (fortes: fortis, not fors)', () => {
    const ADJ = 'ADJ|Case=Acc|Gender=Masc|Number=Plur';
    const NOUN = 'NOUN|Case=Acc|Gender=Fem|Number=Plur';
    const VERB = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
    const scores: Record<string, number>[] = [{ [ADJ]: 5, [NOUN]: 1 }, { [VERB]: 1 }];
    const adjective = { lemma: 'fortis', upos: 'ADJ', source: 'lexicon', tag: ADJ } as const;
    const noun = { lemma: 'fors', upos: 'NOUN', source: 'lexicon', tag: NOUN } as const;
    const tokens = [token('fortes', [ADJ, NOUN], [adjective, noun]), token('adiuuat', [VERB])];
    // The lexicon reads fors as no form of fortis (and maiores as one of maior).
    const isAdjectiveForm = (form: string, lemma: string) => form === 'maiores' && lemma === 'maior';
    expect(tagsOf(decodeWithRules(tokens, { ...ctx, isAdjectiveForm }, decoder(scores), false))[0]).toBe(ADJ);
    const maiores = [token('fortes', [ADJ, NOUN], [{ ...adjective, lemma: 'maior' }, { ...noun, lemma: 'maiores' }]), tokens[1]!];
    expect(tagsOf(decodeWithRules(maiores, { ...ctx, isAdjectiveForm }, decoder(scores), false))[0]).toBe(NOUN);
  });

  test('an adjective standing alone that is also a determiner is not made the noun (ceteris: ceterus, not ceterum)', () => {
    const ADJ = 'ADJ|Case=Abl|Gender=Masc|Number=Plur';
    const DET = 'DET|Case=Abl|Gender=Masc|Number=Plur';
    const NOUN = 'NOUN|Case=Abl|Gender=Neut|Number=Plur';
    const VERB = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
    const noun = { lemma: 'ceterum', upos: 'NOUN', source: 'lexicon', tag: NOUN } as const;
    const scores: Record<string, number>[] = [{ [ADJ]: 5, [DET]: 4, [NOUN]: 1 }, { [VERB]: 1 }];
    const tagged = (tags: string[]) => tagsOf(decodeWithRules([token('ceteris', tags, [noun]), token('iubet', [VERB])], ctx, decoder(scores), false))[0];
    expect(tagged([ADJ, DET, NOUN])).toBe(ADJ);
    // Without the determiner's reading, the noun.
    expect(tagged([ADJ, NOUN])).toBe(NOUN);
    // A determiner's reading of another case, or of another number, leaves the noun.
    expect(tagged([ADJ, 'DET|Case=Nom|Gender=Masc|Number=Plur', NOUN])).toBe(NOUN);
    expect(tagged([ADJ, 'DET|Case=Abl|Gender=Masc|Number=Sing', NOUN])).toBe(NOUN);
  });

  test('a participle with no noun of its case takes the case of a noun of its clause (Cognita … voluntate)', () => {
    const NOM = 'VERB|Case=Nom|Gender=Fem|Number=Sing|VerbForm=Part';
    const ABL = 'VERB|Case=Abl|Gender=Fem|Number=Sing|VerbForm=Part';
    const NOUN = 'NOUN|Case=Abl|Gender=Fem|Number=Sing';
    const VERB = 'VERB|Mood=Ind|Number=Sing|Person=3|VerbForm=Fin';
    const tokens = [token('cognita', [NOM, ABL]), token('uoluntate', [NOUN]), token('proficiscitur', [VERB])];
    const scores: Record<string, number>[] = [{ [NOM]: 10, [ABL]: 10 - (HYPERBATON_MARGIN - 1) }, { [NOUN]: 1 }, { [VERB]: 1 }];
    expect(tagsOf(decodeWithRules(tokens, ctx, decoder(scores), false))[0]).toBe(ABL);
  });

  test('a modifier read with two genders takes the gender of the noun beside it (rule 42)', () => {
    const BOTH = 'DET|Case=Abl|Gender=Masc,Neut|Number=Sing';
    const MASC = 'DET|Case=Abl|Gender=Masc|Number=Sing';
    const NEUT = 'DET|Case=Abl|Gender=Neut|Number=Sing';
    const read = (noun: string) => {
      const tokens = [token('eo', [BOTH, MASC, NEUT]), token('die', [noun])];
      return tagsOf(decodeWithRules(tokens, ctx, decoder([{ [BOTH]: 5, [MASC]: 1, [NEUT]: 1 }, { [noun]: 1 }]), false))[0];
    };
    // eo die, eo tempore
    expect(read('NOUN|Case=Abl|Gender=Masc|Number=Sing')).toBe(MASC);
    expect(read('NOUN|Case=Abl|Gender=Neut|Number=Sing')).toBe(NEUT);
    // eo … a noun of another case says nothing
    expect(read('NOUN|Case=Nom|Gender=Masc|Number=Sing')).toBe(BOTH);
  });
});
