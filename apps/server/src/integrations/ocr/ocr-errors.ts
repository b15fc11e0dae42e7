// What can go wrong while reading a photo, as AppErrors with the spec's Italian messages (§8 "Photo").
import { AppError } from '../../errors';
import { MESSAGES } from '../../messages';

export type OcrLang = 'lat' | 'grc';

export const ocrErrors = {
  /** The file is not a JPEG, PNG or HEIC image, whatever its name says. */
  wrongType: () => new AppError('photo_type', 415, MESSAGES.photoType),
  /** More pixels than OCR_MAX_PIXELS (a decompression bomb, or a panorama). */
  tooManyPixels: () => new AppError('photo_too_many_pixels', 422, MESSAGES.photoTooManyPixels),
  /** The image could not be decoded, or nothing could be read in it. */
  unreadable: () => new AppError('ocr_failed', 422, MESSAGES.ocrFailed),
  /** tesseract is not installed (or not on PATH / TESSERACT_BIN). */
  tesseractMissing: () => new AppError('ocr_unavailable', 503, MESSAGES.ocrTesseractMissing),
  /** tesseract runs but the language's model is missing. */
  modelMissing: (lang: OcrLang) => new AppError('ocr_unavailable', 503, lang === 'lat' ? MESSAGES.ocrLatinModelMissing : MESSAGES.ocrGreekModelMissing),
  /** tesseract crashed or failed (the server's fault, not the photo's): the spec's message, and 503 to try again (decision 043). */
  tesseractFailed: () => new AppError('ocr_failed', 503, MESSAGES.ocrFailed),
  /** tesseract took longer than OCR_TIMEOUT_MS. */
  timedOut: () => new AppError('ocr_timeout', 503, MESSAGES.ocrTimedOut),
};
