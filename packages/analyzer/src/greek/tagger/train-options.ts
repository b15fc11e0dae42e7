/**
 * How the Greek tagger is trained (core/tagger/train.ts): five epochs of the structured perceptron, one
 * perceptron (no ensemble: AGDT alone is 424k tokens), PTNK's Septuagint brought towards AGDT's weight only a
 * little (balanceTokens: at most MAX_REPEAT repetitions of the smaller treebank); a third of the sentences also
 * without accents, as students type them.
 */
import type { TrainOptions } from '../../core/tagger/train';

/** One training sentence in this many is also learnt as typed without accents (ud/training.ts plainCopy). */
export const PLAIN_COPY_EVERY = 3;

export const GREEK_TRAIN_OPTIONS = { epochs: 5, ensemble: 1, balanceTokens: 60_000 } as const satisfies TrainOptions;
