import { describe, expect, test } from 'vitest';
import { createTestEnv } from '../../test/db';
import { decodePhoto, sniffPhotoFormat } from './decode-image';
import { createOcrSettings } from './ocr-settings';
import { recognizePhoto } from './pipeline';
import { createPngBomb, renderPrintedText } from './test-photos';

const settings = createOcrSettings(createTestEnv());

describe('photo recognition with the real tesseract', () => {
  test.each([
    ['lat', 'Gallia est omnis divisa in partes tres,\nquarum unam incolunt Belgae, aliam Aquitani.', 'Gallia est omnis divisa in partes tres, quarum unam incolunt Belgae, aliam Aquitani.'],
    ['grc', 'Δαρείου καὶ Παρυσάτιδος γίγνονται\nπαῖδες δύο, πρεσβύτερος μὲν Ἀρταξέρξης.', 'Δαρείου καὶ Παρυσάτιδος γίγνονται παῖδες δύο, πρεσβύτερος μὲν Ἀρταξέρξης.'],
  ] as const)('%s: two printed lines become one paragraph', async (lang, printed, expected) => {
    const photo = await renderPrintedText(printed, { format: 'jpeg' });
    expect(await recognizePhoto(photo, lang, settings)).toBe(expected);
  }, 60_000);

  test('without tesseract on PATH the student is told, in Italian', async () => {
    const photo = await renderPrintedText('Gallia est omnis divisa');
    await expect(recognizePhoto(photo, 'lat', createOcrSettings(createTestEnv({ PATH: '/nonexistent' }))))
      .rejects.toThrow('Scatta e traduci non è disponibile: sul server manca il programma di riconoscimento del testo (tesseract).');
  }, 60_000);

  test('without the Latin model the student is told which model is missing', async () => {
    const photo = await renderPrintedText('Gallia est omnis divisa');
    const noModels = createOcrSettings(createTestEnv({ OCR_TESSDATA_DIR: '/' }));
    await expect(recognizePhoto(photo, 'lat', noModels)).rejects.toThrow('manca il modello di tesseract per il latino (lat)');
  }, 60_000);
});

describe('decoding', () => {
  test('a PNG declaring 100,000 × 100,000 pixels is refused from its header with the spec message', async () => {
    const bomb = createPngBomb();
    expect(bomb.length).toBeLessThan(200_000);
    await expect(decodePhoto(bomb, { maxPixels: 50_000_000, maxSide: 4000 })).rejects.toMatchObject({
      code: 'photo_too_many_pixels', httpStatus: 422, message: 'Non è stato possibile leggere il testo dalla foto',
    });
  });

  test.each([
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'jpeg'],
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'png'],
    ['a HEIC', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic', 'ascii')]), 'heic'],
    ['a PDF', Buffer.from('%PDF-1.7\n'), null],
    ['a GIF', Buffer.from('GIF89a'), null],
  ])('%s is recognised by its bytes', (_name, bytes, format) => {
    expect(sniffPhotoFormat(bytes)).toBe(format);
  });
});
