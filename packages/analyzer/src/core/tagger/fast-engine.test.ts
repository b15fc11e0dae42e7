import { describe, expect, test } from 'vitest';
import { BeamBuffers, decodeBeam } from './decode';
import { TaggerEngine, type TaggerInput } from './engine';
import { FastEngine } from './fast-engine';
import { Lattice } from './lattice';
import { trainTagger, type TrainingSentence } from './train';

// The tagging-time engine must give exactly what the training engine gives with the same weights.
function sentence(words: [string, string][], convention: string): TrainingSentence {
  const forms = words.map((w) => w[0]);
  return { forms, keys: forms.map((f) => f.toLowerCase()), tags: words.map((w) => w[1]), lemmas: forms, lemmaKeys: forms, candidates: forms.map(() => null), convention };
}

const PLUR_VERB = 'VERB|Mood=Ind|Number=Plur|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act';
const SING_VERB = 'VERB|Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin|Voice=Act';
const TRAIN: TrainingSentence[] = [];
for (let i = 0; i < 20; i++) {
  TRAIN.push(sentence([['Puella', 'NOUN'], ['rosam', 'NOUN'], ['non', 'ADV'], ['amat', 'VERB'], ['.', 'PUNCT']], 'a'));
  TRAIN.push(sentence([['Marcus', 'PROPN'], ['non', 'ADV'], ['venit', 'VERB'], ['.', 'PUNCT']], 'a'));
  TRAIN.push(sentence([['Marcus', 'PROPN'], ['non', 'PART'], ['venit', 'VERB'], ['.', 'PUNCT']], 'b'));
  TRAIN.push(sentence([['Agricola', 'NOUN'], ['terram', 'NOUN'], ['arat', 'VERB']], 'a'));
  // Cased tags: the agreement features (agreement.ts) come into play.
  TRAIN.push(sentence([['illa', 'DET|Case=Abl|Gender=Fem|Number=Sing'], ['die', 'NOUN|Case=Abl|Gender=Masc|Number=Sing'], ['venit', 'VERB']], 'a'));
  TRAIN.push(sentence([['illa', 'PRON|Case=Nom|Gender=Fem|Number=Sing'], ['venit', 'VERB'], ['illa', 'DET|Case=Abl|Gender=Fem|Number=Sing'], ['hora', 'NOUN|Case=Abl|Gender=Fem|Number=Sing']], 'b'));
  // Subject and verb in a clause (clause.ts): Belgae is a nominative plural beside a plural verb.
  TRAIN.push(sentence([['incolunt', PLUR_VERB], ['Belgae', 'PROPN|Case=Nom|Gender=Masc|Number=Plur'], [',', 'PUNCT'], ['Romae', 'PROPN|Case=Gen|Gender=Fem|Number=Sing'], ['urbs', 'NOUN|Case=Nom|Gender=Fem|Number=Sing']], 'a'));
  TRAIN.push(sentence([['Romae', 'PROPN|Case=Loc|Gender=Fem|Number=Sing'], ['manet', SING_VERB], ['.', 'PUNCT']], 'a'));
}
const model = trainTagger(TRAIN, { epochs: 4, minWeight: 0 });

const INPUTS: TaggerInput[] = [
  ['Puella', 'non', 'amat', 'rosam', '.'],
  ['Marcus', 'terram', 'non', 'arat'],
  ['agricola', 'Rosam', 'venit', 'non', '.', 'zork'],
  ['illa', 'hora', 'venit', 'illa'],
  ['venit', 'illa', 'die', 'illa', 'hora'],
  ['Belgae', 'incolunt', ',', 'Romae', 'manet', 'Belgae', '.'],
  ['Romae', 'Belgae', 'manet', 'illa', ',', 'incolunt', 'urbs'],
].flatMap((forms) => [undefined, 'a', 'b'].map((convention) => ({ forms, keys: forms.map((f) => f.toLowerCase()), candidates: forms.map((f) => (f === 'zork' ? ['VERB'] : null)), convention })));

describe('FastEngine agrees with the training engine', () => {
  const reference = new TaggerEngine(model.tagset, model.dict, model.weights);
  test.each(INPUTS.flatMap((input) => [1, 4].map((width) => [input.forms.join(' '), input.convention ?? '-', width, input] as const)))('%s (convention %s, beam %i)', (_s, _c, width, input) => {
    model.beamWidth = width;
    const fast = Array.from(model.tagIds(input));
    reference.prepare(input, 1);
    const out = new Int32Array(input.keys.length);
    decodeBeam(reference, out, width, new BeamBuffers());
    expect(fast).toEqual(Array.from(out));
  });

  test.each(INPUTS.map((input) => [input.forms.join(' '), input.convention ?? '-', input] as const))('%s (convention %s): the same score for every candidate', (_s, _c, input) => {
    const fast = new FastEngine(model.tagset, model.dict, model.weights);
    fast.prepare(input, new Lattice());
    reference.prepare(input, 1);
    for (let i = 0; i < input.keys.length; i++) {
      fast.scoreStatic(i);
      reference.scoreStatic(i);
      const t1 = i > 0 ? fast.cands.ids[fast.cands.start[i - 1]!]! : -1;
      fast.scoreHistory(i, t1, -1);
      reference.scoreHistory(i, t1, -1);
      const count = fast.cands.count(i);
      expect(reference.cands.count(i)).toBe(count);
      for (let k = 0; k < count; k++) expect(fast.scores[k]).toBeCloseTo(reference.scores[k]!, 9);
    }
  });

  // Decoding skips a lone candidate's static score and memoises history scores across passes: the scores
  // shown with the chosen path, after several decodings of the sentence under constraints, are still exact.
  // Unseen words with one candidate whose tag the training saw in ambiguous words: static scores not 0.
  const LONE: TaggerInput[] = [['nonne', 'illud', 'venit', 'illa', 'hora', '.'], ['Marcus', 'nonne', 'illa', 'illud', 'die']].flatMap((forms) => [undefined, 'a', 'b'].map((convention) => ({
    forms,
    keys: forms,
    candidates: forms.map((f) => (f === 'nonne' ? ['ADV'] : f === 'illud' ? ['DET|Case=Abl|Gender=Fem|Number=Sing'] : null)),
    convention,
  })));
  test.each([...INPUTS, ...LONE].map((input) => [input.forms.join(' '), input.candidates.join(' '), input.convention ?? '-', input] as const))('%s [%s] (convention %s): exact path scores after constrained passes', (_s, _k, _c, input) => {
    model.beamWidth = 3;
    const first = model.tagIds(input)[0];
    model.tagIds(input, (token, tagId) => token !== 0 || tagId !== first);
    const { ids, candidates, scores } = model.tagWithScores(input);
    reference.prepare(input, 1);
    for (let i = 0; i < ids.length; i++) {
      reference.scoreStatic(i);
      reference.scoreHistory(i, i > 0 ? ids[i - 1]! : -1, i > 1 ? ids[i - 2]! : -1);
      expect(candidates[i]!.length).toBe(reference.cands.count(i));
      candidates[i]!.forEach((_id, k) => expect(scores[i]![k]).toBeCloseTo(reference.scores[k]!, 9));
    }
  });

  test('the convention feature separates conflicting annotations of the same word', () => {
    const forms = ['Marcus', 'non', 'venit'];
    const tagOf = (convention: string) => model.tag({ forms, keys: forms.map((f) => f.toLowerCase()), candidates: forms.map(() => null), convention }).tags[1];
    expect([tagOf('a'), tagOf('b')]).toEqual(['ADV', 'PART']);
  });
});
