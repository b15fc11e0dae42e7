// Generates the photo-recognition evaluation set into var/ocr-set/ (git-ignored): for every passage of
// manifest.ts, a simulated phone photo and a simulated scan of it typeset as a book page, each beside
// its ground truth (the passage's text). `npm run build:ocr-set`; then `npm run evaluate:ocr`.
// `npm run build:ocr-set -- --fresh` makes a second held-out split, fresh/: new photos (other seeds,
// faces and turns) of the test passages, for a measurement after the test split has been looked at.
// `npm run build:ocr-set -- --editions` adds to dev/ and test/ a scan of every passage printed as a
// 19th-century edition (old-print.ts: its faces, letterpress ink, old paper; line numbers in the margin),
// `<passage>.edition.jpg`, leaving the photos and scans as they are (decision 053).
// `npm run build:ocr-set -- --dev-variants` makes dev-variants/: the Greek dev passages again, scanned in every
// face, as editions in both edition faces and photographed once more (other seeds), for checking a change
// on more than the four dev pages of a kind (decision 053), and eight more line scans of every dev passage, Latin
// and Greek (other seeds, decision 065). Never the test passages.
// `npm run build:ocr-set -- --lines` adds to dev/ and test/ four single printed lines of every passage, cropped
// as OCR line datasets crop them (line-scans.ts), `<passage>-lNN.line.png` (decision 065).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/config/env';
import { EDITION_FACES, FACES, PASSAGES } from './manifest';
import type { Passage } from './manifest';
import { lineScans } from './line-scans';
import { createRandom, simulateEditionScan, simulatePhoto, simulateScan } from './simulate';
import type { PhotoFacts } from './simulate';
import { typesetPage } from './typeset';

export const SET_DIR = join(REPO_ROOT, 'var', 'ocr-set');
const TEXT_DIR = new URL('./texts/', import.meta.url);

// Every eighth photo held sideways, upside down, or stored sideways with EXIF orientation.
const TURNS: PhotoFacts[] = [
  { turn: 0, exif: false }, { turn: 0, exif: true }, { turn: 180, exif: false }, { turn: 0, exif: false },
  { turn: 90, exif: false }, { turn: 0, exif: false }, { turn: 270, exif: false }, { turn: 0, exif: false },
];

async function main(): Promise<void> {
  const fresh = process.argv.includes('--fresh');
  const editions = process.argv.includes('--editions');
  const lines = process.argv.includes('--lines');
  if (process.argv.includes('--dev-variants')) return writeDevVariants();
  const only = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  for (const [index, passage] of PASSAGES.entries()) {
    if (only && !passage.id.includes(only)) continue;
    if (editions || lines) {
      if (editions) await writeEdition(passage, index);
      if (lines) await writeLines(passage, index);
      continue;
    }
    if (fresh && passage.split !== 'test') continue;
    const text = (await readFile(new URL(`${passage.id}.txt`, TEXT_DIR), 'utf8')).trim();
    const faces = FACES[passage.lang];
    const dir = join(SET_DIR, fresh ? 'fresh' : passage.split);
    await mkdir(dir, { recursive: true });
    for (const variant of fresh ? (['photo'] as const) : (['photo', 'scan'] as const)) {
      const random = createRandom(`${passage.id}/${variant}${fresh ? '/fresh' : ''}`);
      const face = faces[(index + (variant === 'scan' ? 1 : 0) + (fresh ? 2 : 0)) % faces.length]!;
      const page = await typesetPage(text, {
        face,
        points: 10 + Math.floor(random() * 3),
        head: passage.head,
        pageNumber: 10 + Math.floor(random() * 200),
        lineNumbers: index % 2 === 0,
        hyphenate: true,
      });
      const image = variant === 'photo'
        ? await simulatePhoto({ ...page, data: new Uint8Array(page.data) }, random, TURNS[(index + (fresh ? 3 : 0)) % TURNS.length]!)
        : await simulateScan({ ...page, data: new Uint8Array(page.data) }, random);
      const name = `${passage.id}.${variant}`;
      await writeFile(join(dir, `${name}.jpg`), image);
      await writeFile(join(dir, `${name}.gt.txt`), `${text}\n`);
      process.stdout.write(`${fresh ? 'fresh' : passage.split}/${name}.jpg (${face.family})\n`);
    }
  }
}

/** The passage as a scanned page of a 19th-century edition, beside its ground truth. */
async function writeEdition(passage: Passage, index: number): Promise<void> {
  const text = (await readFile(new URL(`${passage.id}.txt`, TEXT_DIR), 'utf8')).trim();
  const random = createRandom(`${passage.id}/edition`);
  const faces = EDITION_FACES[passage.lang];
  const face = faces[index % faces.length]!;
  const page = await typesetPage(text, {
    face,
    points: 10 + Math.floor(random() * 3),
    head: passage.head,
    pageNumber: 10 + Math.floor(random() * 200),
    lineNumbers: true,
    numbersInMargin: true,
    hyphenate: true,
  });
  const dir = join(SET_DIR, passage.split);
  await mkdir(dir, { recursive: true });
  const name = `${passage.id}.edition`;
  await writeFile(join(dir, `${name}.jpg`), await simulateEditionScan({ ...page, data: new Uint8Array(page.data) }, random));
  await writeFile(join(dir, `${name}.gt.txt`), `${text}\n`);
  process.stdout.write(`${passage.split}/${name}.jpg (${face.family})\n`);
}

/** Four lines of the passage as line scans of a 19th-century edition, each beside its text. */
async function writeLines(passage: Passage, index: number): Promise<void> {
  const text = (await readFile(new URL(`${passage.id}.txt`, TEXT_DIR), 'utf8')).trim();
  const dir = join(SET_DIR, passage.split);
  await mkdir(dir, { recursive: true });
  const scans = await lineScans(text, EDITION_FACES[passage.lang], index, 4, createRandom(`${passage.id}/lines`));
  for (const [k, scan] of scans.entries()) {
    const name = `${passage.id}-l${k + 1}.line`;
    await writeFile(join(dir, `${name}.png`), scan.png);
    await writeFile(join(dir, `${name}.gt.txt`), `${scan.text}\n`);
    process.stdout.write(`${passage.split}/${name}.png (${scan.face}, ${scan.look})\n`);
  }
}

/** The Greek dev passages scanned in every face, as editions in every edition face, and in one more photo. */
async function writeDevVariants(): Promise<void> {
  const dir = join(SET_DIR, 'dev-variants');
  await mkdir(dir, { recursive: true });
  for (const [index, passage] of PASSAGES.entries()) {
    if (passage.split !== 'dev') continue;
    const text = (await readFile(new URL(`${passage.id}.txt`, TEXT_DIR), 'utf8')).trim();
    const lines = await lineScans(text, EDITION_FACES[passage.lang], index + 1, 8, createRandom(`${passage.id}/extra/lines`));
    for (const [k, scan] of lines.entries()) {
      const file = `${passage.id}-extra-l${k + 1}.line`;
      await writeFile(join(dir, `${file}.png`), scan.png);
      await writeFile(join(dir, `${file}.gt.txt`), `${scan.text}\n`);
      process.stdout.write(`dev-variants/${file}.png (${scan.face}, ${scan.look})\n`);
    }
    if (passage.lang !== 'grc') continue;
    const variants = [
      ...FACES.grc.map((face, i) => ({ name: `scan${i}`, kind: 'scan', face })),
      ...EDITION_FACES.grc.map((face, i) => ({ name: `edition${i}`, kind: 'edition', face })),
      { name: 'photo9', kind: 'photo', face: FACES.grc[(index + 1) % FACES.grc.length]! },
    ];
    for (const { name, kind, face } of variants) {
      const random = createRandom(`${passage.id}/extra/${name}`);
      const edition = kind === 'edition';
      const page = await typesetPage(text, {
        face,
        points: 10 + Math.floor(random() * 3),
        head: passage.head,
        pageNumber: 10 + Math.floor(random() * 200),
        lineNumbers: index % 2 === 0 || edition,
        numbersInMargin: edition,
        hyphenate: true,
      });
      const gray = { ...page, data: new Uint8Array(page.data) };
      const image = kind === 'photo'
        ? await simulatePhoto(gray, random, { turn: 0, exif: false })
        : edition ? await simulateEditionScan(gray, random) : await simulateScan(gray, random);
      const file = `${passage.id}-${name}.${kind}`;
      await writeFile(join(dir, `${file}.jpg`), image);
      await writeFile(join(dir, `${file}.gt.txt`), `${text}\n`);
      process.stdout.write(`dev-variants/${file}.jpg (${face.family})\n`);
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
