import { describe, expect, test } from 'vitest';
import { agree, besideAgreeingNoun } from './agreement';
import { contextKey, contextPartOf, learnContextClassifiers, type ContextSentence, type ContextWord } from './learn';
import { contextClassifiersFromJson, contextClassifiersToJson, predictContext, trainPerceptron } from './perceptron';

type Sentence = ContextSentence<ContextWord>;

/** A toy language: a word's features are its neighbours' lemmas. */
const features = (words: readonly ContextWord[], k: number) => ['b', `p1=${words[k - 1]?.lemma ?? '^'}`, `n1=${words[k + 1]?.lemma ?? '$'}`];
const word = (lemma: string, upos: string): ContextWord => ({ lemma, upos, feats: '_' });

/** cum before a noun in the ablative (ADP), cum before a verb (SCONJ). */
function sentence(annotation: string, upos: 'ADP' | 'SCONJ'): Sentence {
  const words = upos === 'ADP' ? [word('cum', 'ADP'), word('exercitus', 'NOUN'), word('uenio', 'VERB')] : [word('cum', 'SCONJ'), word('uenio', 'VERB'), word('.', 'PUNCT')];
  return { annotation, words, gold: words.map((w) => w.upos) };
}

describe('parts of speech by context, the engine both languages share', () => {
  test('an averaged perceptron learns a separable choice, ties going to the most frequent class', () => {
    const c = trainPerceptron(['CCONJ', 'ADV'], [{ features: ['b', 'x'], gold: 0 }, { features: ['b', 'y'], gold: 1 }, { features: ['b', 'x'], gold: 0 }]);
    expect(predictContext(c, ['b', 'x'])).toBe('CCONJ');
    expect(predictContext(c, ['b', 'y'])).toBe('ADV');
    expect(predictContext({ classes: ['CCONJ', 'ADV'], weights: new Map() }, ['z'])).toBe('CCONJ');
  });

  test('a split lemma gets a classifier where it beats its majority, per annotation; a lemma not split gets none', () => {
    const sentences = [...Array.from({ length: 30 }, () => sentence('perseus', 'ADP')), ...Array.from({ length: 20 }, () => sentence('perseus', 'SCONJ')), ...Array.from({ length: 50 }, () => sentence('proiel', 'ADP'))];
    const learnt = learnContextClassifiers(sentences, (s) => s, features);
    expect([...learnt.keys()]).toEqual([contextKey('perseus', 'cum')]);
    const cum = learnt.get('perseus\tcum')!;
    expect(cum.classes).toEqual(['ADP', 'SCONJ']);
    expect(predictContext(cum, features(sentence('x', 'SCONJ').words, 0))).toBe('SCONJ');
    // A sentence the view leaves out is not learnt from; fewer than MIN_OCCURRENCES: none.
    expect(learnContextClassifiers(sentences, (s) => (s.annotation === 'proiel' ? s : undefined), features).size).toBe(0);
    expect(learnContextClassifiers(sentences.slice(0, 20).concat(sentences.slice(30, 40)), (s) => s, features).size).toBe(0);
  });

  test('a classifier the neighbours do not help is not kept', () => {
    // The same neighbours for both parts of speech: the classifier cannot beat the majority.
    const same = (upos: string): Sentence => ({ annotation: 'ittb', words: [word('supra', upos), word('dico', 'VERB')], gold: [upos, 'VERB'] });
    const sentences = Array.from({ length: 60 }, (_, i) => same(i % 3 === 0 ? 'ADP' : 'ADV'));
    expect(learnContextClassifiers(sentences, (s) => s, features).size).toBe(0);
  });

  test('the classifier decides only a lemma it has, written as one of its classes, and survives its JSON form', () => {
    const sentences = [...Array.from({ length: 30 }, () => sentence('perseus', 'ADP')), ...Array.from({ length: 20 }, () => sentence('perseus', 'SCONJ'))];
    const learnt = contextClassifiersFromJson(JSON.parse(JSON.stringify(contextClassifiersToJson(learnContextClassifiers(sentences, (s) => s, features)))));
    const read = [word('cum', 'ADP'), word('uenio', 'VERB'), word('.', 'PUNCT')];
    expect(contextPartOf(learnt, 'perseus', read, 0, features)).toBe('SCONJ');
    expect(contextPartOf(learnt, 'proiel', read, 0, features)).toBeUndefined();
    expect(contextPartOf(learnt, 'perseus', [word('cum', 'ADV'), word('uenio', 'VERB')], 0, features)).toBeUndefined();
    expect(contextPartOf(learnt, 'perseus', read, 1, features)).toBeUndefined();
  });

  test.each([
    ['Case=Abl|Gender=Fem|Number=Sing', 'Case=Abl|Gender=Fem|Number=Sing', true],
    ['Case=Abl|Gender=Fem|Number=Sing', 'Case=Abl|Gender=Fem,Masc|Number=Sing', true],
    ['Case=Abl|Gender=Fem|Number=Sing', 'Case=Dat|Gender=Fem|Number=Sing', false],
    ['Case=Abl|Gender=Fem|Number=Sing', 'Case=Abl|Gender=Neut|Number=Sing', false],
    ['_', '_', false],
  ])('agreement of %s and %s: %s', (a, b, expected) => {
    expect(agree(a, b)).toBe(expected);
  });

  test('a word beside an agreeing noun, within three words', () => {
    const upos = ['DET', 'NOUN', 'VERB', 'ADV', 'ADV', 'NOUN'];
    const feats = ['Case=Abl|Gender=Fem|Number=Sing', 'Case=Abl|Gender=Fem|Number=Sing', '_', '_', '_', 'Case=Abl|Gender=Fem|Number=Sing'];
    expect(besideAgreeingNoun(upos, feats, 0)).toBe(true);
    expect(besideAgreeingNoun(upos, ['Case=Abl|Gender=Fem|Number=Sing', 'Case=Nom|Gender=Fem|Number=Sing', ...feats.slice(2)], 0)).toBe(false);
  });
});
