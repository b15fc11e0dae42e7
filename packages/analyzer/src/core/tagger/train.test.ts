import { describe, expect, test } from 'vitest';
import { applyEditScript, conventionLemmaFromTables, conventionUposFromTables, editScriptOf, LemmaTableBuilder, lemmatizeFromTables } from './lemmatizer';
import { hashString, mixHash } from './hash';
import { MAX_REPEAT, trainTagger, trainingOrder, type TrainingSentence } from './train';

// A deterministic context rule: "saw" is a VERB after a PRON and a NOUN after a DET.
function sentence(words: [string, string][]): TrainingSentence {
  return {
    forms: words.map((w) => w[0]),
    keys: words.map((w) => w[0]),
    tags: words.map((w) => w[1]),
    lemmas: words.map((w) => w[0]),
    lemmaKeys: words.map((w) => w[0]),
    candidates: words.map(() => null),
  };
}

const TRAIN: TrainingSentence[] = [];
for (let i = 0; i < 30; i++) {
  TRAIN.push(sentence([['they', 'PRON'], ['saw', 'VERB'], ['the', 'DET'], ['saw', 'NOUN']]));
  TRAIN.push(sentence([['the', 'DET'], ['saw', 'NOUN'], ['cut', 'VERB'], ['wood', 'NOUN']]));
  TRAIN.push(sentence([['we', 'PRON'], ['saw', 'VERB'], ['a', 'DET'], ['tree', 'NOUN']]));
}

describe.each([
  ['structured (beam) training', true],
  ['greedy training', false],
])('trainTagger, %s', (_name, structured) => {
  const model = trainTagger(TRAIN, { epochs: 5, structured });
  const tag = (words: string[]) => model.tag({ forms: words, keys: words, candidates: words.map(() => null) }).tags;

  test.each([
    [['they', 'saw', 'a', 'saw'], ['PRON', 'VERB', 'DET', 'NOUN']],
    [['a', 'saw', 'cut', 'wood'], ['DET', 'NOUN', 'VERB', 'NOUN']],
    [['we', 'saw', 'the', 'tree'], ['PRON', 'VERB', 'DET', 'NOUN']],
  ])('learns the context rule: %j', (words, expected) => {
    expect(tag(words)).toEqual(expected);
  });

  test.each([['VERB'], ['ADJ']])('an unknown word takes only what the language allows: %s', (allowed) => {
    const words = ['the', 'zork'];
    expect(model.tag({ forms: words, keys: words, candidates: [null, [allowed]] }).tags).toEqual(['DET', allowed]);
  });

  test('survives a save/load round trip', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { TaggerModel } = await import('./model');
    const base = join(mkdtempSync(join(tmpdir(), 'tagger-')), 'm');
    model.save(base);
    const loaded = TaggerModel.load(base);
    const words = ['they', 'saw', 'the', 'saw'];
    expect(loaded.tag({ forms: words, keys: words, candidates: words.map(() => null) }).tags).toEqual(['PRON', 'VERB', 'DET', 'NOUN']);
  });
});

describe('edit scripts', () => {
  test.each([
    ['rosam', 'rosa', '1:'], ['amavit', 'amo', '4:o'], ['tulit', 'fero', '5:fero'], ['est', 'est', '0:'],
  ])('%s → %s', (form, lemma, script) => {
    expect(editScriptOf(form, lemma)).toBe(script);
    expect(applyEditScript(form, script)).toBe(lemma);
  });
});

describe('convention-specific ending rules', () => {
  // Treebank "a" keeps adverbs as their own lemma, treebank "b" lemmatises them to the adjective.
  const builder = new LemmaTableBuilder();
  for (const form of ['digne', 'firme', 'recte', 'longe']) builder.add(form, 'ADV', 'ADV', form, form, 'a');
  for (const [form, lemma] of [['late', 'latus'], ['plane', 'planus'], ['vere', 'verus']]) builder.add(form!, 'ADV', 'ADV', lemma!, lemma!, 'b');
  const tables = builder.build();

  test.each([
    [undefined, { lemma: 'tute', seen: false }],
    ['a', { lemma: 'tute', seen: false }],
    ['b', { lemma: 'tutus', seen: false, own: true }],
  ])('an unseen adverb under convention %s', (convention, expected) => {
    expect(lemmatizeFromTables(tables, 'tute', 'ADV', 'ADV', convention)).toEqual(expected);
  });
});

describe('words in Greek letters', () => {
  // Treebank "proiel" gives every Greek word of a Latin text one lemma; treebank "perseus" has none.
  const builder = new LemmaTableBuilder();
  for (const form of ['λογον', 'καλω', 'εν', 'τυφλωττω']) builder.add(form, 'NOUN', 'NOUN', 'greek.expression', 'greek.expression', 'proiel');
  builder.add('rosam', 'NOUN', 'NOUN', 'rosa', 'rosa', 'perseus');
  const tables = builder.build();

  test('an unseen Greek word takes the convention\'s lemma for Greek words, and only it', () => {
    expect(lemmatizeFromTables(tables, 'ασφαλειαν', 'NOUN', 'NOUN', 'proiel')).toEqual({ lemma: 'greek.expression', seen: true, own: true });
    expect(lemmatizeFromTables(tables, 'ασφαλειαν', 'NOUN', 'NOUN', 'perseus').seen).toBe(false);
    expect(lemmatizeFromTables(tables, 'uillam', 'NOUN', 'NOUN', 'proiel').seen).toBe(false);
  });
});

describe("a convention's own part of speech for a lemma", () => {
  // Treebank "proiel" always gives multus ADJ, ille mostly PRON but sometimes DET; "ittb" gives multus DET.
  const builder = new LemmaTableBuilder();
  for (const form of ['multas', 'multi', 'multo', 'multa']) builder.add(form, 'ADJ', 'ADJ', 'multus', 'multus', 'proiel');
  for (const form of ['multas', 'multi']) builder.add(form, 'DET', 'DET', 'multus', 'multus', 'ittb');
  for (const upos of ['PRON', 'PRON', 'PRON', 'DET']) builder.add('illa', upos, upos, 'ille', 'ille', 'proiel');
  builder.add('paucos', 'ADJ', 'ADJ', 'paucus', 'paucus', 'proiel');
  const tables = builder.build();

  test.each([
    ['proiel', 'multus', 'DET', 'ADJ'], // never DET there: its usual ADJ
    ['proiel', 'ille', 'DET', 'DET'], // both occur: the tagger decides in context
    ['proiel', 'paucus', 'DET', 'DET'], // seen once: too little to overrule the tagger
    ['ittb', 'multus', 'ADJ', 'DET'], // twice, both DET: enough to be its usual part of speech
    ['udante', 'multus', 'DET', 'DET'], // unknown convention
  ])('%s %s tagged %s → %s', (convention, lemma, upos, expected) => {
    expect(conventionUposFromTables(tables, convention, lemma, upos)).toBe(expected);
  });
});

describe("a convention's own part of speech for a class of lemmas", () => {
  // Treebank "proiel" calls peoples NOUN (Sequani, Germani, Belgae); "perseus" keeps them PROPN.
  const builder = new LemmaTableBuilder();
  for (const [form, lemma] of [['sequanis', 'Sequani'], ['germani', 'Germani'], ['belgae', 'Belgae'], ['germanis', 'Germani']]) {
    builder.add(form!, 'NOUN', 'NOUN', lemma!, lemma!.toLowerCase(), 'proiel', null, 'people');
  }
  for (const form of ['galli', 'gallos', 'gallis']) builder.add(form, 'PROPN', 'PROPN', 'Galli', 'galli', 'perseus', null, 'people');
  const tables = builder.build();

  test.each([
    ['proiel', 'helvetii', 'people', 'NOUN'], // never seen: its class's part of speech
    ['proiel', 'helvetii', null, 'PROPN'], // no class: the tagger's
    ['perseus', 'helvetii', 'people', 'PROPN'], // the class agrees with the tagger
    ['ittb', 'helvetii', 'people', 'PROPN'], // the convention knows no such class
  ])('%s %s (class %s) tagged PROPN → %s', (convention, lemma, lemmaClass, expected) => {
    expect(conventionUposFromTables(tables, convention, lemma, 'PROPN', lemmaClass)).toBe(expected);
  });
});

describe('lexicon lemmas a convention writes otherwise', () => {
  // Treebank "perseus" writes superlatives of propinquus under propior; positive forms keep propinquus.
  const SUP = 'ADJ|Case=Nom|Degree=Sup|Gender=Fem|Number=Sing';
  const POS = 'ADJ|Case=Nom|Gender=Fem|Number=Sing';
  const builder = new LemmaTableBuilder();
  for (const form of ['proxima', 'proximi', 'proximae']) builder.add(form, SUP, 'ADJ', 'propior', 'propior', 'perseus', 'propinquus');
  for (const form of ['propinqua', 'propinqui']) builder.add(form, POS, 'ADJ', 'propinquus', 'propinquus', 'perseus', 'propinquus');
  // A habit only when most of the lexicon lemma's occurrences follow it: "facio" once against "fio" twice.
  builder.add('factus', 'VERB|Case=Nom|VerbForm=Part', 'VERB', 'facio', 'facio', 'perseus', 'fio');
  for (const form of ['facta', 'factum']) builder.add(form, 'VERB|Case=Nom|VerbForm=Part', 'VERB', 'fio', 'fio', 'perseus', 'fio');
  // Once is enough when it is all the treebank says: PROIEL writes "morior" where the lexicon has mortuus.
  builder.add('mortui', 'ADJ|Case=Nom|Gender=Masc|Number=Plur', 'ADJ', 'morior', 'morior', 'proiel', 'mortuus');
  const tables = builder.build();

  test.each([
    ['perseus', 'ADJ|Case=Abl|Degree=Sup|Gender=Neut|Number=Sing', 'propinquus', 'propior'],
    ['perseus', 'ADJ|Case=Abl|Gender=Neut|Number=Sing', 'propinquus', undefined],
    ['proiel', 'ADJ|Case=Abl|Degree=Sup|Gender=Neut|Number=Sing', 'propinquus', undefined],
    ['perseus', 'VERB|Case=Acc|VerbForm=Part', 'fio', undefined],
    ['proiel', 'ADJ|Case=Abl|Gender=Fem|Number=Sing', 'mortuus', 'morior'],
  ])('%s %s %s → %s', (convention, tag, lemma, expected) => {
    expect(conventionLemmaFromTables(tables, convention, tag, lemma)).toBe(expected);
  });
});

describe('balancing conventions', () => {
  const s = (convention: string, n: number): TrainingSentence => ({ ...sentence(Array.from({ length: n }, () => ['w', 'X'] as [string, string])), convention });
  const sentences = [s('big', 100), s('small', 10), s('small', 10), s('tiny', 1)];

  test('without a target every sentence comes once', () => {
    expect(trainingOrder(sentences)).toEqual([0, 1, 2, 3]);
  });

  test('a small convention is repeated up to the target, at most MAX_REPEAT times', () => {
    // big: 100 tokens ≥ 60 → once; small: 20 tokens → 3 times; tiny: 1 token → capped.
    expect(trainingOrder(sentences, 60)).toEqual([0, 1, 1, 1, 2, 2, 2, ...Array(MAX_REPEAT).fill(3)]);
  });
});

describe('an ensemble of perceptrons', () => {
  // Sentences whose shuffles matter: the same words in conflicting contexts.
  const noisy = [...TRAIN, sentence([['they', 'PRON'], ['saw', 'NOUN'], ['wood', 'NOUN']]), sentence([['the', 'DET'], ['saw', 'VERB'], ['a', 'DET'], ['tree', 'NOUN']])];
  const one = (seed: number) => trainTagger(noisy, { epochs: 3, seed, minWeight: 0 });
  const [first, second] = [one(1), one(2)];
  const both = trainTagger(noisy, { epochs: 3, seed: 1, ensemble: 2, minWeight: 0 });
  // The bias and the word features (templates 0 and 1 of features.ts).
  const probes = [mixHash(0, 0), ...['they', 'saw', 'the', 'a', 'wood', 'tree'].map((w) => mixHash(1, hashString(w)))];

  test('averages the weights of perceptrons trained on different shuffles', () => {
    const { tagset } = both;
    let differing = 0;
    for (const feature of probes) {
      for (let part = 0; part < tagset.partCount; part++) {
        const [a, b] = [first.weights.get(feature, part), second.weights.get(feature, part)];
        if (Math.abs(a - b) > 1e-6) differing++;
        expect(both.weights.get(feature, part)).toBeCloseTo((a + b) / 2, 5);
      }
    }
    // Otherwise the test would not tell an average from either perceptron.
    expect(differing).toBeGreaterThan(0);
  });

  test('tags as its members do where they agree', () => {
    const words = ['they', 'saw', 'a', 'saw'];
    expect(both.tag({ forms: words, keys: words, candidates: words.map(() => null) }).tags).toEqual(['PRON', 'VERB', 'DET', 'NOUN']);
  });
});
