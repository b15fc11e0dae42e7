/**
 * Command-line contract (from the repository root):
 *   npm run -s ocr -- --lang lat|grc IMAGE
 * prints on stdout the text Versio's pipeline reads in the image (a phone photo of a page, a page scan,
 * or one printed line), as the web app would put it in the text box. Errors go to stderr, exit code 2.
 * `--page-out FILE` also writes the page (or line) image given to tesseract to FILE (PNG). Started by bin/ocr.mjs:
 * the bundle of scripts/build-cli.ts when it is up to date, else these sources through tsx (decision 046).
 */
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { loadEnv } from '../config/env';
import { AppError } from '../errors';
import { createOcrSettings } from '../integrations/ocr/ocr-settings';
import { prepareImage, readPrepared, recognizePhoto } from '../integrations/ocr/pipeline';

type Options = { lang: 'lat' | 'grc'; image: string; pageOut: string | undefined };

function parseArgs(argv: readonly string[]): Options {
  let lang: string | undefined;
  let image: string | undefined;
  let pageOut: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--lang') lang = argv[++i];
    else if (arg === '--page-out') pageOut = argv[++i];
    else if (arg.startsWith('--') || image !== undefined) throw new Error(`argomento sconosciuto: ${arg} (uso: --lang lat|grc IMMAGINE)`);
    else image = arg;
  }
  if (lang !== 'lat' && lang !== 'grc') throw new Error('indica la lingua con --lang lat oppure --lang grc');
  if (!image) throw new Error('indica il file della foto (uso: --lang lat|grc IMMAGINE)');
  return { lang, image, pageOut };
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const settings = createOcrSettings(loadEnv());
  const bytes = await readFile(options.image);
  let text: string;
  if (options.pageOut) {
    const prepared = await prepareImage(bytes, options.lang, settings);
    const page = prepared.image;
    await writeFile(options.pageOut, await sharp(page.data, { raw: { width: page.width, height: page.height, channels: 1 } }).png().toBuffer());
    text = await readPrepared(prepared, options.lang, settings);
  } else {
    text = await recognizePhoto(bytes, options.lang, settings);
  }
  process.stdout.write(`${text}\n`);
}

main().catch((error: unknown) => {
  const message = error instanceof AppError || error instanceof Error ? error.message : String(error);
  process.stderr.write(`ocr: ${message}\n`);
  process.exit(2);
});
