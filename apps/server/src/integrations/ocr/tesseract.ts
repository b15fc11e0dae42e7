// Tesseract, Debian's command-line program, run as a child process: the image goes in on stdin as PGM,
// the text comes out on stdout. Its own OpenMP threads are capped at one: recognitions run side by side
// (bounded by the OCR pool), not one recognition on every core.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { GrayImage } from './gray-image';
import { ocrErrors } from './ocr-errors';
import type { OcrLang } from './ocr-errors';
import { parseTsv } from './page-words';
import type { PageWord } from './page-words';

export type TesseractSettings = {
  /** The program: a name looked up on PATH, or a path. */
  bin: string;
  /** The project's model folder (--tessdata-dir); without it tesseract uses its own. */
  tessdataDir: string | undefined;
  timeoutMs: number;
  /** The environment tesseract runs in (PATH included): the caller's, from the server's configuration. */
  env: NodeJS.ProcessEnv;
};

/** Latin: Debian's lat. Greek: grc_hist (19th-century polytonic editions) when the project has it, else grc. */
export function chooseModel(lang: OcrLang, tessdataDir: string | undefined): string {
  if (lang === 'lat') return 'lat';
  return tessdataDir && existsSync(join(tessdataDir, 'grc_hist.traineddata')) ? 'grc_hist' : 'grc';
}

/** The white margin encodePgm puts around the image, in pixels. */
export const PGM_MARGIN = 32;

/**
 * As a binary PGM on a white margin: tesseract misreads letters that touch the image's edge. PGM is the
 * bytes themselves behind a header, so nothing is compressed here to be decompressed there (decision 045).
 */
export function encodePgm(image: GrayImage): Buffer {
  const margin = PGM_MARGIN;
  const width = image.width + 2 * margin;
  const height = image.height + 2 * margin;
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  const pixels = Buffer.alloc(width * height, 255);
  for (let y = 0; y < image.height; y += 1) {
    pixels.set(image.data.subarray(y * image.width, (y + 1) * image.width), (y + margin) * width + margin);
  }
  return Buffer.concat([header, pixels]);
}

/** Runs tesseract on an image (PGM or PNG) with the given arguments (after the input and output) and returns stdout. */
export function runTesseract(settings: TesseractSettings, image: Buffer, args: string[], lang: OcrLang): Promise<string> {
  const dirArgs = settings.tessdataDir && existsSync(settings.tessdataDir) ? ['--tessdata-dir', settings.tessdataDir] : [];
  return new Promise((resolve, reject) => {
    const child = spawn(settings.bin, ['stdin', 'stdout', ...dirArgs, ...args], {
      env: { ...settings.env, OMP_THREAD_LIMIT: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let err = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, settings.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      if (err.length < 10_000) err += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(error.code === 'ENOENT' || error.code === 'EACCES' ? ocrErrors.tesseractMissing() : error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) return reject(ocrErrors.timedOut());
      if (/Failed loading language|Error opening data file/i.test(err)) {
        return reject(ocrErrors.modelMissing(lang));
      }
      // A crash (a signal, code null) or a failure: the student gets the spec's OCR error, not a 500.
      if (code !== 0) return reject(ocrErrors.tesseractFailed());
      resolve(Buffer.concat(out).toString('utf8'));
    });
    // A tesseract that died early closes stdin: the write error is reported by 'close' above.
    child.stdin.on('error', () => {});
    child.stdin.end(image);
  });
}

/**
 * The page's words with their boxes in the image's own pixels (page-words.ts makes tesseract's text of them).
 * `psm` is tesseract's page segmentation: 3 (a page, its layout found) or 7 (one line, decision 065).
 */
export async function recognizeWords(settings: TesseractSettings, image: GrayImage, lang: OcrLang, psm: '3' | '7' | '13' = '3'): Promise<PageWord[]> {
  const model = chooseModel(lang, settings.tessdataDir);
  const tsv = await runTesseract(settings, encodePgm(image), ['-l', model, '--oem', '1', '--psm', psm, '--dpi', '300', 'tsv'], lang);
  return parseTsv(tsv).map((word) => ({ ...word, left: word.left - PGM_MARGIN, top: word.top - PGM_MARGIN }));
}

/** Tesseract's mean confidence (0–100, by letters) in its reading of a band of text with the language's model. */
export async function meanConfidence(settings: TesseractSettings, image: GrayImage, lang: OcrLang): Promise<number> {
  const model = chooseModel(lang, settings.tessdataDir);
  const tsv = await runTesseract(settings, encodePgm(image), ['-l', model, '--oem', '1', '--psm', '6', '--dpi', '300', 'tsv'], lang);
  let weighted = 0;
  let letters = 0;
  for (const row of tsv.split('\n').slice(1)) {
    const cells = row.split('\t');
    const confidence = Number(cells[10]);
    const text = (cells[11] ?? '').trim();
    if (text === '' || !(confidence >= 0)) continue;
    weighted += confidence * text.length;
    letters += text.length;
  }
  return letters === 0 ? 0 : weighted / letters;
}
