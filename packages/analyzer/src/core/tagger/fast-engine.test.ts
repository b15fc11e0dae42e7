import { describe, expect, test } from 'vitest';
import { BeamBuffers, decodeBeam } from './decode';
import { TaggerEngine, type TaggerInput } from './engine';
import { trainTagger, type TrainingSentence } from './train';

// The tagging-time engine must give exactly what the training engine gives with the same weights.
function sentence(words: [string, string][], convention: string): TrainingSentence {
  const forms = words.map((w) => w[0]);
  return { forms, keys: forms.map((f) => f.toLowerCase()), tags: words.map((w) => w[1]), lemmas: forms, lemmaKeys: forms, candidates: forms.map(() => null), convention };
}

const TRAIN: TrainingSentence[] = [];
for (let i = 0; i < 20; i++) {
  TRAIN.push(sentence([['Puella', 'NOUN'], ['rosam', 'NOUN'], ['non', 'ADV'], ['amat', 'VERB'], ['.', 'PUNCT']], 'a'));
  TRAIN.push(sentence([['Marcus', 'PROPN'], ['non', 'ADV'], ['venit', 'VERB'], ['.', 'PUNCT']], 'a'));
  TRAIN.push(sentence([['Marcus', 'PROPN'], ['non', 'PART'], ['venit', 'VERB'], ['.', 'PUNCT']], 'b'));
  TRAIN.push(sentence([['Agricola', 'NOUN'], ['terram', 'NOUN'], ['arat', 'VERB']], 'a'));
  // Cased tags: the agreement features (agreement.ts) come into play.
  TRAIN.push(sentence([['illa', 'DET|Case=Abl|Gender=Fem|Number=Sing'], ['die', 'NOUN|Case=Abl|Gender=Masc|Number=Sing'], ['venit', 'VERB']], 'a'));
  TRAIN.push(sentence([['illa', 'PRON|Case=Nom|Gender=Fem|Number=Sing'], ['venit', 'VERB'], ['illa', 'DET|Case=Abl|Gender=Fem|Number=Sing'], ['hora', 'NOUN|Case=Abl|Gender=Fem|Number=Sing']], 'b'));
}
const model = trainTagger(TRAIN, { epochs: 4 });

const INPUTS: TaggerInput[] = [
  ['Puella', 'non', 'amat', 'rosam', '.'],
  ['Marcus', 'terram', 'non', 'arat'],
  ['agricola', 'Rosam', 'venit', 'non', '.', 'zork'],
  ['illa', 'hora', 'venit', 'illa'],
  ['venit', 'illa', 'die', 'illa', 'hora'],
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

  test('the convention feature separates conflicting annotations of the same word', () => {
    const forms = ['Marcus', 'non', 'venit'];
    const tagOf = (convention: string) => model.tag({ forms, keys: forms.map((f) => f.toLowerCase()), candidates: forms.map(() => null), convention }).tags[1];
    expect([tagOf('a'), tagOf('b')]).toEqual(['ADV', 'PART']);
  });
});
