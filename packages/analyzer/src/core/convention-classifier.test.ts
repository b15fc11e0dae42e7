import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConventionClassifier, type LabelledSentence } from './convention-classifier';

// Two made-up "treebanks": one with punctuation and classical words, one without punctuation and biblical words.
const TRAINING = [
  ...Array.from({ length: 20 }, () => ({ keys: ['gallia', 'est', 'omnis', 'diuisa', ',', 'et', 'caesar', 'uenit', '.'], convention: 'classical' })),
  ...Array.from({ length: 20 }, () => ({ keys: ['et', 'dixit', 'deus', 'fiat', 'lux', 'et', 'facta', 'est', 'lux'], convention: 'biblical' })),
  { keys: ['unlabelled', 'words'] },
];

describe('ConventionClassifier', () => {
  const classifier = ConventionClassifier.train(TRAINING);

  test('knows the labelled conventions only', () => {
    expect(classifier.conventions).toEqual(['biblical', 'classical']);
  });

  test.each([
    [[['caesar', 'uenit', ',', 'gallia', 'est', 'diuisa', '.']], 'classical'],
    [[['dixit', 'deus', 'fiat', 'lux'], ['et', 'lux', 'facta', 'est']], 'biblical'],
  ])('classifies %j as %s', (doc, expected) => {
    const guess = classifier.classify(doc);
    expect(guess.convention).toBe(expected);
    expect(guess.margin).toBeGreaterThan(0);
  });

  test('the whole document votes: a shared word does not decide, the rest does', () => {
    expect(classifier.classify([['est'], ['et', 'est'], ['lux', 'lux', 'deus']]).convention).toBe('biblical');
  });

  test('an empty document has no convention', () => {
    expect(classifier.classify([]).convention).toBeUndefined();
  });

  test('saves and loads the same classifier', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'versio-conv-')), 'c.json');
    classifier.save(path);
    const loaded = ConventionClassifier.load(path);
    expect(loaded.classify([['gallia', 'caesar']])).toEqual(classifier.classify([['gallia', 'caesar']]));
  });

  test('calibrated, it answers no convention for a document that resembles none of them well enough', () => {
    // Long enough held-out parts (CALIBRATION_MIN_TOKENS) for each convention.
    const many = Array.from({ length: 20 }, () => TRAINING.slice(0, 40)).flat();
    const calibrated = ConventionClassifier.train(many, { calibrate: true });
    expect(calibrated.minMargin).toBeGreaterThan(0);
    expect(calibrated.classify([['gallia', 'est', 'omnis', 'diuisa', '.']]).convention).toBe('classical');
    // Words both conventions share, and words neither knows: the best guess is kept apart from the answer.
    const unclear = calibrated.classify([['est', 'et', 'roma', 'urbs', 'magna']]);
    expect(unclear.convention).toBeUndefined();
    expect(unclear.best).toBeDefined();
    expect(classifier.minMargin).toBe(0);
  });

  test('calibrated on runs of consecutive sentences, it takes a text whose words change along the way as a document it never saw', () => {
    // One convention's texts change their vocabulary half way (two authors); an interleaved held-out part has both
    // authors' words in training, a run of sentences has not, and leads by less: the smallest margin falls.
    const drifting = [
      ...Array.from({ length: 500 }, (_, i) => ({ keys: i < 250 ? ['gallia', 'caesar', 'uenit', ',', 'est', '.'] : ['cicero', 'dixit', 'senatus', ',', 'est', '.'], convention: 'classical' })),
      ...Array.from({ length: 500 }, () => ({ keys: ['et', 'dixit', 'deus', 'fiat', 'lux', 'est'], convention: 'biblical' })),
    ];
    const interleaved = ConventionClassifier.train(drifting, { calibrate: true });
    const contiguous = ConventionClassifier.train(drifting, { calibrate: true, contiguous: true });
    expect(contiguous.minMargin).toBeGreaterThan(0);
    expect(contiguous.minMargin).toBeLessThan(interleaved.minMargin);
  });
});

// Regression: the counts were a plain object, so `constructor` found Object's constructor and scored NaN.
describe('words named like Object.prototype properties', () => {
  const names = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', '__defineGetter__', '__lookupSetter__'];
  const classifier = ConventionClassifier.train(TRAINING);

  test('an untrained one counts as any word the classifier never saw', () => {
    const guess = classifier.classify([names]);
    expect(guess).toEqual(classifier.classify([names.map((n) => `unseen${n}`)]));
    expect(Number.isFinite(guess.margin)).toBe(true);
  });

  test('a trained one is a word like the others, also after saving and loading', () => {
    const withNames = TRAINING.map((s: LabelledSentence) => (s.convention === 'classical' ? { ...s, keys: [...s.keys, ...names] } : s));
    const path = join(mkdtempSync(join(tmpdir(), 'versio-conv-')), 'c.json');
    ConventionClassifier.train(withNames).save(path);
    expect(Object.keys(JSON.parse(readFileSync(path, 'utf8')).counts)).toEqual(expect.arrayContaining(names));
    const guess = ConventionClassifier.load(path).classify([names]);
    expect(guess.convention).toBe('classical');
    expect(guess.margin).toBeGreaterThan(0);
  });
});
