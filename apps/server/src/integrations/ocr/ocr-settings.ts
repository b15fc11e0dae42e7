import { join } from 'node:path';
import type { Env } from '../../config/env';
import type { OcrSettings } from './pipeline';

/** What the pipeline needs from the configuration: plain data, so that it can cross to a thread. */
export function createOcrSettings(env: Pick<Env, 'TESSERACT_BIN' | 'OCR_TESSDATA_DIR' | 'OCR_TIMEOUT_MS' | 'OCR_MAX_PIXELS' | 'PATH' | 'VERSIO_DATA_DIR'>): OcrSettings {
  return {
    bin: env.TESSERACT_BIN,
    tessdataDir: env.OCR_TESSDATA_DIR,
    timeoutMs: env.OCR_TIMEOUT_MS,
    maxPixels: env.OCR_MAX_PIXELS,
    // Where the analyzer's Greek build writes its lexicon (packages/analyzer/src/greek/lexicon/paths.ts).
    greekLexiconPath: join(env.VERSIO_DATA_DIR, 'greek', 'grc-lexicon.tsv'),
    env: { PATH: env.PATH },
  };
}
