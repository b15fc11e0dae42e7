/** Where the sentence model lives: `<data>/models/lat-sentence[-commercial].json` (built by scripts/train-sentence-model.ts). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { resolveDataDir } from '../lexicon/paths';
import { SentenceModel } from './model';

export function sentenceModelPath(commercial: boolean): string {
  return join(resolveDataDir(), 'models', commercial ? 'lat-sentence-commercial.json' : 'lat-sentence.json');
}

/** The sentence model, or null when it has not been built (the analyzer then works without it). */
export function loadSentenceModel(commercial: boolean): SentenceModel | null {
  const path = sentenceModelPath(commercial);
  return existsSync(path) ? SentenceModel.load(path) : null;
}
