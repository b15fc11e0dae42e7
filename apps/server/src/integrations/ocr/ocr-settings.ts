import type { Env } from '../../config/env';
import type { OcrSettings } from './pipeline';

/** What the pipeline needs from the configuration: plain data, so that it can cross to a thread. */
export function createOcrSettings(env: Pick<Env, 'TESSERACT_BIN' | 'OCR_TESSDATA_DIR' | 'OCR_TIMEOUT_MS' | 'OCR_MAX_PIXELS' | 'PATH'>): OcrSettings {
  return {
    bin: env.TESSERACT_BIN,
    tessdataDir: env.OCR_TESSDATA_DIR,
    timeoutMs: env.OCR_TIMEOUT_MS,
    maxPixels: env.OCR_MAX_PIXELS,
    env: { PATH: env.PATH },
  };
}
