import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createTestEnv } from '../../test/db';
import { decodePhoto, readPhotoSize } from './decode-image';
import { withRotation } from './heif-rotation';
import { createOcrSettings } from './ocr-settings';
import { loadOpenCv } from './opencv';
import { recognizePhoto } from './pipeline';
import { rotateQuarterTurns } from './turn-upright';

const settings = createOcrSettings(createTestEnv());
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const GALLIA = 'Gallia est omnis divisa in partes tres, quarum unam incolunt Belgae, aliam Aquitani, tertiam qui ipsorum lingua Celtae, nostra Galli appellantur. Hi omnes lingua, institutis, legibus inter se differunt. Gallos ab Aquitanis Garumna flumen, a Belgis Matrona et Sequana dividit.';

/** Share of dark pixels in the given rows, the page's ink. */
function inkShare(image: { data: Uint8Array; width: number }, fromRow: number, toRow: number): number {
  let dark = 0;
  for (let i = fromRow * image.width; i < toRow * image.width; i += 1) if (image.data[i]! < 128) dark += 1;
  return dark / ((toRow - fromRow) * image.width);
}

describe('HEIC photos (made with heif-enc, fixtures/README.md)', () => {
  test('the size is read from the HEIC header and the pixels are decoded to grey', async () => {
    const bytes = fixture('gallia.heic');
    expect(await readPhotoSize(bytes)).toEqual({ format: 'heic', width: 1349, height: 436 });
    const image = await decodePhoto(bytes, { maxPixels: 50_000_000, maxSide: 4096 });
    expect([image.width, image.height, image.data.length]).toEqual([1349, 436, 1349 * 436]);
    // White margins above, ink in the lines.
    expect(inkShare(image, 0, 40)).toBe(0);
    expect(inkShare(image, 60, 376)).toBeGreaterThan(0.03);
  }, 60_000);

  test('a HEIC page is read through the whole pipeline', async () => {
    expect(await recognizePhoto(fixture('gallia.heic'), 'lat', settings)).toBe(GALLIA);
  }, 60_000);

  test('a HEIC stored sideways with EXIF orientation 6 and no irot decodes sideways and is still read upright', async () => {
    const bytes = fixture('gallia-exif-6.heic');
    const image = await decodePhoto(bytes, { maxPixels: 50_000_000, maxSide: 4096 });
    expect([image.width, image.height]).toEqual([436, 1349]);
    expect(await recognizePhoto(bytes, 'lat', settings)).toBe(GALLIA);
  }, 60_000);

  test('a HEIC stored sideways with an irot box is decoded upright by libheif, size and pixels, and read', async () => {
    // The sideways fixture, given irot 3 (three quarter turns anticlockwise: one clockwise).
    const bytes = withRotation(fixture('gallia-exif-6.heic'), 3);
    expect(await readPhotoSize(bytes)).toEqual({ format: 'heic', width: 1349, height: 436 });
    const image = await decodePhoto(bytes, { maxPixels: 50_000_000, maxSide: 4096 });
    // The very pixels of the sideways fixture, a quarter turn clockwise.
    const { cv } = await loadOpenCv();
    const sideways = await decodePhoto(fixture('gallia-exif-6.heic'), { maxPixels: 50_000_000, maxSide: 4096 });
    const turned = rotateQuarterTurns(cv, sideways, 90);
    expect([image.width, image.height]).toEqual([turned.width, turned.height]);
    expect(Buffer.from(image.data).equals(Buffer.from(turned.data))).toBe(true);
    expect(await recognizePhoto(bytes, 'lat', settings)).toBe(GALLIA);
  }, 60_000);

  test('a HEIC whose irot box turns it upside down is turned back by the pipeline', async () => {
    const bytes = withRotation(fixture('gallia-exif-6.heic'), 1);
    const image = await decodePhoto(bytes, { maxPixels: 50_000_000, maxSide: 4096 });
    expect([image.width, image.height]).toEqual([1349, 436]);
    expect(await recognizePhoto(bytes, 'lat', settings)).toBe(GALLIA);
  }, 60_000);

  test('a HEIC larger than the pixel bound is refused before decoding', async () => {
    await expect(decodePhoto(fixture('gallia.heic'), { maxPixels: 1349 * 436 - 1, maxSide: 4096 })).rejects.toMatchObject({ code: 'photo_too_many_pixels' });
  }, 60_000);
});
