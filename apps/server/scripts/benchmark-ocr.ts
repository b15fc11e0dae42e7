// CPU time of photo recognition, stage by stage (the machine may be shared: wall time says little):
//   npm run benchmark:ocr -- --lang lat|grc IMAGE...
// For every image, the CPU seconds (user + system) of each stage of the pipeline, tesseract's child
// processes included (Linux: /proc/self/stat counts the children the process has waited for), and the
// total. OpenCV is loaded once before the first image and not counted; the Greek lexicon is loaded by the
// first Greek image's «clean» (the Greek words' checks and corrections, decision 053).
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { loadEnv } from '../src/config/env';
import { decodePhoto } from '../src/integrations/ocr/decode-image';
import type { GrayImage } from '../src/integrations/ocr/gray-image';
import { createOcrSettings } from '../src/integrations/ocr/ocr-settings';
import { loadOpenCv } from '../src/integrations/ocr/opencv';
import { MAX_WORK_SIDE, STAGES, textOfWords } from '../src/integrations/ocr/pipeline';
import { recognizeWords } from '../src/integrations/ocr/tesseract';

/** CPU seconds of this process and of its waited-for children (utime, stime, cutime, cstime). */
function cpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // After the name: state is field 3, so utime (14) … cstime (17) are at 11 … 14 here.
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
  return ticks / 100;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const langIndex = argv.indexOf('--lang');
  const lang = argv[langIndex + 1] === 'grc' ? 'grc' : 'lat';
  const images = argv.filter((arg, i) => !arg.startsWith('--') && i !== langIndex + 1);
  const settings = createOcrSettings(loadEnv());
  const { cv } = await loadOpenCv();
  const names = ['decode', ...STAGES.map((s) => s.name), 'tesseract', 'clean', 'total'];
  process.stdout.write(`image\t${names.join('\t')}\n`);
  for (const file of images) {
    const times: number[] = [];
    const start = cpuSeconds();
    let last = start;
    const lap = () => {
      const now = cpuSeconds();
      times.push(now - last);
      last = now;
    };
    let image: GrayImage = await decodePhoto(readFileSync(file), { maxPixels: settings.maxPixels, maxSide: MAX_WORK_SIDE });
    lap();
    for (const stage of STAGES) {
      image = await stage.run(image, { cv, settings, lang });
      lap();
    }
    const words = await recognizeWords(settings, image, lang);
    lap();
    await textOfWords(image, words, lang, settings);
    lap();
    times.push(last - start);
    process.stdout.write(`${basename(file)}\t${times.map((t) => t.toFixed(2)).join('\t')}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
