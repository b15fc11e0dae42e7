// How Versio reads a photo of a printed page, stage by stage, in this order (decision 035):
//   decode (HEIC, EXIF orientation, size bound) → (one printed line: its neighbours' slivers whitened, scaled,
//   read as one line, decision 065) → find the page and undo the perspective → scale to a good
//   text height → even out the light → turn upright (90°/180°) → deskew → (Greek) part lines that touch → tesseract's
//   words → (Greek) marks and commas checked against the ink → clean the text → (Greek) put right the words
//   the lexicon does not know.
// Every stage takes a grayscale image and gives one; the order is here and nowhere else.
import { decodePhoto } from './decode-image';
import { deskew } from './deskew';
import { evenLight } from './even-light';
import { findPage } from './find-page';
import type { GrayImage } from './gray-image';
import { cleanText } from './clean-text';
import { greekSpellingScore } from './greek-lexicon';
import { checkGreekMarks } from './greek-marks';
import { correctGreekWords } from './greek-words';
import type { OcrLang } from './ocr-errors';
import { ocrErrors } from './ocr-errors';
import { pageText } from './page-words';
import type { PageWord } from './page-words';
import { loadOpenCv } from './opencv';
import type { OpenCv } from './opencv';
import { recognizeWords } from './tesseract';
import type { TesseractSettings } from './tesseract';
import { prepareLine } from './single-line';
import { scaleToTextHeight } from './text-scale';
import { letterHeightOf, separateTouchingLines } from './touching-lines';
import { turnUpright } from './turn-upright';

export type OcrSettings = TesseractSettings & {
  /** Most pixels a photo may declare (OCR_MAX_PIXELS). */
  maxPixels: number;
  /** The analyzer's Greek lexicon, which Greek words read are checked against (greek-words.ts). */
  greekLexiconPath: string | undefined;
};

/** Longest side kept after decoding: a 12-megapixel phone photo of a page is 4032 px long. */
export const MAX_WORK_SIDE = 4000;

type Stage = { name: string; run: (image: GrayImage, context: { cv: OpenCv; settings: OcrSettings; lang: OcrLang }) => GrayImage | Promise<GrayImage> };

export const STAGES: readonly Stage[] = [
  { name: 'find-page', run: (image, { cv }) => findPage(cv, image) },
  { name: 'scale', run: (image, { cv }) => scaleToTextHeight(cv, image) },
  { name: 'even-light', run: (image, { cv }) => evenLight(cv, image) },
  { name: 'turn-upright', run: (image, { cv, settings, lang }) => turnUpright(cv, image, settings, lang) },
  { name: 'deskew', run: (image, { cv }) => deskew(cv, image) },
  // Greek only: on the Latin pages of the set it changed no text, and costs 0.05–0.1 s (decision 053).
  { name: 'touching-lines', run: (image, { cv, lang }) => (lang === 'grc' ? separateTouchingLines(cv, image) : image) },
];

/** The image tesseract is given, after every stage; `line` when it is one printed line (read as one). */
export type PreparedImage = { image: GrayImage; line: { letter: number | null } | null };

/** The image tesseract is given (for the evaluation and for debugging): a page after every stage, or one line. */
export async function prepareImage(bytes: Uint8Array, lang: OcrLang, settings: OcrSettings, stages: readonly Stage[] = STAGES): Promise<PreparedImage> {
  // Decoded first: a file that is no photo is refused before OpenCV is loaded (0.2 s of CPU in a CLI run).
  let image = await decodePhoto(bytes, { maxPixels: settings.maxPixels, maxSide: MAX_WORK_SIDE });
  // One printed line: none of the page's stages applies, and OpenCV is not needed.
  const line = await prepareLine(image, lang);
  if (line) return { image: line.image, line: { letter: line.letter } };
  const { cv } = await loadOpenCv();
  for (const stage of stages) image = await stage.run(image, { cv, settings, lang });
  return { image, line: null };
}

/** The text of the photographed page or line in `lang`; throws the spec's error when nothing could be read. */
export async function recognizePhoto(bytes: Uint8Array, lang: OcrLang, settings: OcrSettings): Promise<string> {
  return readPrepared(await prepareImage(bytes, lang, settings), lang, settings);
}

/** The text of an image of prepareImage; throws the spec's error when nothing could be read. */
export async function readPrepared(prepared: PreparedImage, lang: OcrLang, settings: OcrSettings): Promise<string> {
  const { image, line } = prepared;
  if (!line) return readPage(image, lang, settings);
  return textOfWords(image, await recognizeWords(settings, image, lang, '7'), lang, settings, line.letter);
}

/** The text of a page image after the page's stages; throws the spec's error when nothing could be read. */
export async function readPage(page: GrayImage, lang: OcrLang, settings: OcrSettings): Promise<string> {
  return textOfWords(page, await recognizeWords(settings, page, lang), lang, settings);
}

/**
 * The text a student would have typed, from tesseract's words on the page; throws the spec's error when there is
 * none. `letterHeight`: the page's median letter height when known (a line's), else measured here.
 */
export async function textOfWords(page: GrayImage, read: readonly PageWord[], lang: OcrLang, settings: OcrSettings, letterHeight?: number | null): Promise<string> {
  let words = read;
  if (lang === 'grc' && words.length > 0) {
    const letter = letterHeight === undefined ? letterHeightOf((await loadOpenCv()).cv, page) : letterHeight;
    if (letter) words = checkGreekMarks(page, words, letter);
  }
  let text = cleanText(pageText(words), lang);
  if (text.trim() === '') throw ocrErrors.unreadable();
  const score = lang === 'grc' ? await greekSpellingScore(settings.greekLexiconPath) : null;
  if (score) text = correctGreekWords(text, score);
  return text;
}
