import { describe, expect, test } from 'vitest';
import { TaggerEngine } from './engine';
import type { TaggerInput } from './input';
import { Lattice } from './lattice';
import { TaggerModel } from './model';
import { trainTagger, type TrainingSentence } from './train';
import { TrainingWeights } from './weights';

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
/** A model with the same tables and weights whose caches are empty. */
const fresh = () => new TaggerModel(model.tagset, model.dict, model.weights, model.lemmas, model.meta);

const INPUTS: TaggerInput[] = [
  ['Puella', 'non', 'amat', 'rosam', '.'],
  ['Marcus', 'terram', 'non', 'arat'],
  ['agricola', 'Rosam', 'venit', 'non', '.', 'zork'],
  ['illa', 'hora', 'venit', 'illa'],
  ['venit', 'illa', 'die', 'illa', 'hora'],
  ['Belgae', 'incolunt', ',', 'Romae', 'manet', 'Belgae', '.'],
  ['Romae', 'Belgae', 'manet', 'illa', ',', 'incolunt', 'urbs'],
].flatMap((forms) => [undefined, 'a', 'b'].map((convention) => ({ forms, keys: forms.map((f) => f.toLowerCase()), candidates: forms.map((f) => (f === 'zork' ? ['VERB'] : null)), convention })));
// Unseen words with one candidate whose tag the training saw in ambiguous words: static scores not 0.
const LONE: TaggerInput[] = [['nonne', 'illud', 'venit', 'illa', 'hora', '.'], ['Marcus', 'nonne', 'illa', 'illud', 'die']].flatMap((forms) => [undefined, 'a', 'b'].map((convention) => ({
  forms,
  keys: forms,
  candidates: forms.map((f) => (f === 'nonne' ? ['ADV'] : f === 'illud' ? ['DET|Case=Abl|Gender=Fem|Number=Sing'] : null)),
  convention,
})));
const label = (input: TaggerInput) => [input.forms.join(' '), input.candidates.join(' '), input.convention ?? '-'] as const;

describe('TaggerEngine', () => {
  // Decoding skips a lone candidate's static score and keeps history scores across passes and sentences: the
  // scores shown with the chosen path, after several decodings under constraints, are those of a fresh model.
  test.each([...INPUTS, ...LONE].map((input) => [...label(input), input] as const))('%s [%s] (convention %s): exact path scores after constrained passes', (_s, _k, _c, input) => {
    model.beamWidth = 3;
    const first = model.tagIds(input)[0];
    model.tagIds(input, (token, tagId) => token !== 0 || tagId !== first);
    const reference = fresh();
    reference.beamWidth = 3;
    expect(model.tagWithScores(input)).toEqual(reference.tagWithScores(input));
  });

  test('a sentence tagged after others that share its words scores as on its own', () => {
    const warm = fresh();
    for (let round = 0; round < 3; round++) for (const input of INPUTS) warm.tagWithScores(input);
    for (const input of [...INPUTS, ...LONE]) expect(warm.tagWithScores(input)).toEqual(fresh().tagWithScores(input));
  });

  test('sentences prepared together decode as they do one at a time', () => {
    const lattices = INPUTS.map((input) => model.prepare(input));
    const together = lattices.map((l) => model.decodeWithScores(l));
    expect(together).toEqual(INPUTS.map((input) => fresh().tagWithScores(input)));
  });

  test('the convention feature separates conflicting annotations of the same word', () => {
    const forms = ['Marcus', 'non', 'venit'];
    const tagOf = (convention: string) => model.tag({ forms, keys: forms.map((f) => f.toLowerCase()), candidates: forms.map(() => null), convention }).tags[1];
    expect([tagOf('a'), tagOf('b')]).toEqual(['ADV', 'PART']);
  });

  // Training reads weights that change; with whole-number weights it scores exactly as tagging with the same weights.
  test.each(INPUTS.filter((input) => input.convention).map((input) => [...label(input), input] as const))('%s [%s] (convention %s): training mode scores as tagging', (_s, _k, _c, input) => {
    const weights = new TrainingWeights(12, model.tagset.partCount);
    const shipped = model.weights;
    for (let f = 0; f < shipped.table.length; f += 4) {
      if (shipped.table[f + 2] === -1) continue;
      for (let p = 0; p < model.tagset.partCount; p++) {
        const w = shipped.get(shipped.table[f]! >>> 0, p);
        if (w !== 0) weights.add(shipped.table[f]! >>> 0, p, Math.round(w * 4));
      }
    }
    const rounded = weights.averaged(1, 0, model.tagset.partCount);
    const scoresOf = (engine: TaggerEngine) => {
      engine.prepare(input, new Lattice());
      const out: number[][] = [];
      for (let i = 0; i < input.forms.length; i++) {
        engine.scoreStatic(i);
        engine.scoreHistory(i, i > 0 ? engine.cands.ids[engine.cands.start[i - 1]!]! : -1, -1);
        out.push(Array.from(engine.scores.subarray(0, engine.cands.count(i))));
      }
      return out;
    };
    expect(scoresOf(new TaggerEngine(model.tagset, model.dict, weights, { training: true }))).toEqual(scoresOf(new TaggerEngine(model.tagset, model.dict, rounded)));
  });

  test('training adds a gold tag the candidates lack, in order', () => {
    const engine = new TaggerEngine(model.tagset, model.dict, model.weights, { training: true });
    const input = { forms: ['zork'], keys: ['zork'], candidates: [['VERB']] };
    const gold = model.tagset.idOf('NOUN');
    engine.prepare(input, new Lattice(), Int32Array.of(gold));
    expect(Array.from(engine.cands.ids.subarray(0, engine.cands.count(0)))).toEqual([model.tagset.idOf('VERB'), gold].sort((a, b) => a - b));
  });
});
