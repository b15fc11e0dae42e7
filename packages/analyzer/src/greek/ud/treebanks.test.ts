import { describe, expect, test } from 'vitest';
import { greekDevFileList, greekFold, greekTrainingFileList } from './treebanks';

const dirs = { sharedDataDir: 'shared', udDir: 'ud' };

describe('the Greek training and dev files', () => {
  const training = greekTrainingFileList(dirs);

  test('training: AGDT, PTNK train and PROIEL dev, each in its own convention', () => {
    expect(training.map((f) => [f.convention, f.split])).toEqual([['agdt', 'train'], ['ptnk', 'train'], ['proiel', 'dev']]);
    expect(training.find((f) => f.convention === 'agdt')!.path).toMatch(/^shared\/agdt-greek\//u);
    expect(training.find((f) => f.convention === 'proiel')!.path).toBe('ud/UD_Ancient_Greek-PROIEL/grc_proiel-ud-dev.conllu');
  });

  test('no test split and no Perseus or PTNK dev sentence is trained on', () => {
    expect(training.some((f) => f.path.includes('-test'))).toBe(false);
    const trained = new Set(training.map((f) => f.path));
    const heldOut = greekDevFileList(dirs).filter((f) => !trained.has(f.path));
    expect(heldOut.map((f) => f.convention)).toEqual(['perseus', 'ptnk']);
  });

  test('the dev file trained on is still a dev file, scored by cross-validation', () => {
    const dev = new Set(greekDevFileList(dirs).map((f) => f.path));
    expect(training.filter((f) => f.split === 'dev').every((f) => dev.has(f.path))).toBe(true);
  });
});

describe('the cross-validation folds', () => {
  test('every sentence in exactly one fold, folds of nearly equal size', () => {
    const folds = 5;
    const sizes = new Array<number>(folds).fill(0);
    for (let i = 0; i < 1019; i++) {
      const fold = greekFold(i, folds);
      expect(fold).toBeGreaterThanOrEqual(0);
      expect(fold).toBeLessThan(folds);
      sizes[fold]!++;
    }
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(1019);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  test('neighbouring sentences fall in different folds (every k-th sentence)', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => greekFold(i, 5))).toEqual([0, 1, 2, 3, 4, 0, 1]);
  });
});
