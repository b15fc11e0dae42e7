import { describe, expect, test } from 'vitest';
import { createTestEnv } from '../../test/db';
import { decodePhoto } from './decode-image';
import { knownSkew, measureSkew, rotateBy } from './deskew';
import type { GrayImage } from './gray-image';
import { createOcrSettings } from './ocr-settings';
import { loadOpenCv } from './opencv';
import { ascentBalance } from './line-shape';
import { encodePgm } from './tesseract';
import { renderPrintedText } from './test-photos';
import { rotateQuarterTurns, turnUpright } from './turn-upright';

const settings = createOcrSettings(createTestEnv());
const PAGE = 'Gallia est omnis divisa in partes tres, quarum unam\nincolunt Belgae, aliam Aquitani, tertiam qui ipsorum\nlingua Celtae, nostra Galli appellantur. Hi omnes\nlingua, institutis, legibus inter se differunt. Gallos\nab Aquitanis Garumna flumen, a Belgis Matrona et\nSequana dividit.';

async function printedPage(): Promise<GrayImage> {
  return decodePhoto(await renderPrintedText(PAGE), { maxPixels: 50_000_000, maxSide: 4000 });
}

const same = (a: GrayImage, b: GrayImage) => a.width === b.width && a.height === b.height && Buffer.from(a.data).equals(Buffer.from(b.data));

describe('turning a page upright (real tesseract)', () => {
  test.each([0, 90, 180, 270])('a page turned by %i° comes back the right way up', async (turn) => {
    const { cv } = await loadOpenCv();
    const page = await printedPage();
    const upright = await turnUpright(cv, rotateQuarterTurns(cv, page, turn), settings, 'lat');
    expect(same(upright, page)).toBe(true);
  }, 60_000);
});

describe('which way the lines lean (ascent balance)', () => {
  const GREEK = 'Δαρείου καὶ Παρυσάτιδος γίγνονται παῖδες δύο,\nπρεσβύτερος μὲν Ἀρταξέρξης, νεώτερος δὲ\nΚῦρος· ἐπεὶ δὲ ἠσθένει Δαρεῖος καὶ ὑπώπτευε\nτελευτὴν τοῦ βίου, ἐβούλετο τὼ παῖδε\nἀμφοτέρω παρεῖναι.';

  test.each([['Latin', PAGE], ['Greek', GREEK]])('%s: above 0 the right way up, below 0 upside down', async (_lang, text) => {
    const { cv } = await loadOpenCv();
    const page = await decodePhoto(await renderPrintedText(text), { maxPixels: 50_000_000, maxSide: 4000 });
    expect(ascentBalance(page)).toBeGreaterThan(0.25);
    expect(ascentBalance(rotateQuarterTurns(cv, page, 180))).toBeLessThan(-0.25);
  }, 60_000);

  test('a blank page leans neither way', () => {
    expect(ascentBalance({ data: new Uint8Array(300 * 200).fill(255), width: 300, height: 200 })).toBe(0);
  });
});

describe('skew', () => {
  test.each([90, 180, 270])('the skew turn-upright records for a page turned by %i° is the one deskew would measure', async (turn) => {
    const { cv } = await loadOpenCv();
    const page = await printedPage();
    const upright = await turnUpright(cv, rotateQuarterTurns(cv, rotateBy(cv, page, 3), turn), settings, 'lat');
    expect(knownSkew(upright)).toBeDefined();
    // A copy is a new image: measured afresh.
    expect(knownSkew(upright)).toBe(measureSkew(cv, { ...upright, data: new Uint8Array(upright.data) }));
    expect(Math.abs(knownSkew(upright)! - 3)).toBeLessThan(0.2);
  }, 60_000);

  test.each([-4, 2.5])('a page turned by %f° is measured within 0.2°', async (degrees) => {
    const { cv } = await loadOpenCv();
    const page = await printedPage();
    expect(Math.abs(measureSkew(cv, rotateBy(cv, page, degrees)) - degrees)).toBeLessThan(0.2);
  }, 60_000);
});

describe('the image given to tesseract', () => {
  test('is a binary PGM of the pixels on a white margin of 32 px', () => {
    const pgm = encodePgm({ data: Uint8Array.from([0, 100, 200, 50, 60, 70]), width: 3, height: 2 });
    const header = 'P5\n67 66\n255\n';
    expect(pgm.subarray(0, header.length).toString('ascii')).toBe(header);
    const pixels = pgm.subarray(header.length);
    expect(pixels.length).toBe(67 * 66);
    expect([...pixels.subarray(32 * 67 + 32, 32 * 67 + 35)]).toEqual([0, 100, 200]);
    expect([...pixels.subarray(33 * 67 + 32, 33 * 67 + 35)]).toEqual([50, 60, 70]);
    expect(pixels.filter((v) => v !== 255).length).toBe(6);
  });
});
