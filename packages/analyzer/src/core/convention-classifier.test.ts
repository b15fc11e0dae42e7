import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConventionClassifier } from './convention-classifier';

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
});
