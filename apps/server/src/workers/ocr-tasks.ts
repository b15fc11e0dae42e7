// The work of the photo-recognition threads: the whole pipeline of integrations/ocr (decoding, OpenCV's
// page finding and the rest, tesseract as a child process) runs here, off the event loop. These threads
// load OpenCV (~60 MB) and never the analyzer.
import { workerData } from 'node:worker_threads';
import { AppError } from '../errors';
import type { OcrLang } from '../integrations/ocr/ocr-errors';
import { loadOpenCv } from '../integrations/ocr/opencv';
import { recognizePhoto } from '../integrations/ocr/pipeline';
import type { OcrSettings } from '../integrations/ocr/pipeline';
import type { TaskOutcome } from './tasks';

export type OcrTask = { bytes: Uint8Array; lang: OcrLang };

export async function runOcrTask({ bytes, lang }: OcrTask): Promise<TaskOutcome> {
  try {
    return { ok: true, value: await recognizePhoto(bytes, lang, workerData as OcrSettings) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { ok: false, error: { code: error.code, httpStatus: error.httpStatus, message: error.message } };
  }
}

/** Loads OpenCV as the thread starts, so that the first photo does not wait for it. */
export function prepareOcrThread(): void {
  void loadOpenCv();
}
