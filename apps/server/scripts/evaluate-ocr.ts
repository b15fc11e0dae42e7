// Accuracy and time of photo recognition on the generated set (npm run build:ocr-set first):
//   npm run evaluate:ocr [-- --split dev|test|fresh] [--only NAME] [--no-plain]
// For every image: CER and seconds of Versio's pipeline, run through its command line (the contract,
// `npm run -s ocr -- --lang L IMAGE`, process start included), and of plain tesseract on the same image
// with Debian's model of the language (lat, grc) and default settings. Totals per language and kind.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/config/env';
import { countErrors } from './ocr-set/cer';

const SET_DIR = join(REPO_ROOT, 'var', 'ocr-set');

type Run = { text: string; seconds: number };

function run(command: string, args: string[]): Run {
  const start = process.hrtime.bigint();
  const result = spawnSync(command, args, { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 10 * 1024 * 1024 });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (result.status !== 0) process.stderr.write(`${command} ${args.join(' ')}: ${result.stderr.trim().split('\n').pop() ?? ''}\n`);
  return { text: result.stdout ?? '', seconds };
}

function parseArgs(argv: string[]) {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return { splits: value('--split') ? [value('--split')!] : ['dev', 'test'], only: value('--only'), plain: !argv.includes('--no-plain') };
}

const percent = (edits: number, chars: number) => `${((100 * edits) / Math.max(1, chars)).toFixed(2)}%`;

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  const totals = new Map<string, { versio: number; plain: number; chars: number; versioSeconds: number; plainSeconds: number; images: number }>();
  process.stdout.write('image\tchars\tVersio CER\tVersio s\tplain CER\tplain s\n');
  for (const split of options.splits) {
    let files: string[];
    try {
      files = readdirSync(join(SET_DIR, split)).filter((f) => /\.(jpg|png)$/.test(f)).sort();
    } catch {
      throw new Error(`insieme di valutazione non trovato in ${SET_DIR}: genera con npm run build:ocr-set`);
    }
    for (const file of files) {
      if (options.only && !file.includes(options.only)) continue;
      const image = join(SET_DIR, split, file);
      const lang = file.startsWith('grc-') ? 'grc' : 'lat';
      // photo, scan, edition (a 19th-century edition's scan, `build:ocr-set -- --editions`) or line (one printed
      // line, `build:ocr-set -- --lines`).
      const kind = file.split('.').at(-2) ?? 'scan';
      const truth = readFileSync(image.replace(/\.(jpg|png)$/, '.gt.txt'), 'utf8');
      const versio = run('node', ['apps/server/bin/ocr.mjs', '--lang', lang, image]);
      const plain = options.plain ? run('tesseract', [image, 'stdout', '-l', lang]) : { text: '', seconds: 0 };
      const v = countErrors(versio.text, truth);
      const p = countErrors(plain.text, truth);
      const key = `${split}\t${lang}\t${kind}`;
      const total = totals.get(key) ?? { versio: 0, plain: 0, chars: 0, versioSeconds: 0, plainSeconds: 0, images: 0 };
      totals.set(key, {
        versio: total.versio + v.edits, plain: total.plain + p.edits, chars: total.chars + v.chars,
        versioSeconds: total.versioSeconds + versio.seconds, plainSeconds: total.plainSeconds + plain.seconds, images: total.images + 1,
      });
      process.stdout.write(`${split}/${file}\t${v.chars}\t${percent(v.edits, v.chars)}\t${versio.seconds.toFixed(1)}\t${options.plain ? percent(p.edits, p.chars) : '-'}\t${plain.seconds.toFixed(1)}\n`);
    }
  }
  process.stdout.write('\nsplit\tlang\tkind\timages\tVersio CER\tplain CER\tVersio s/image\tplain s/image\n');
  for (const [key, t] of [...totals].sort()) {
    process.stdout.write(`${key}\t${t.images}\t${percent(t.versio, t.chars)}\t${options.plain ? percent(t.plain, t.chars) : '-'}\t${(t.versioSeconds / t.images).toFixed(1)}\t${(t.plainSeconds / t.images).toFixed(1)}\n`);
  }
}

main();
