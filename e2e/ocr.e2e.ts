// Scatta e traduci on a phone, in real Chromium against the production build and the real server with
// tesseract: a registered student opens the camera, picks a generated photo of a printed Latin page,
// crops it, confirms, presses 'Carica!' and finds the text in the box (and after a reload); the camera
// use is counted. Then a file that is not a photo gets the spec's message.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { MOBILE, baseUrl, openBrowser, saveScreenshot, type BrowserSession } from './browser';
import { signUpAndVerify } from './sign-up';

const EMAIL = `ottavia.${Date.now()}@example.it`;
const PASSWORD = 'Catilina63';
const PRINTED = 'Gallia est omnis divisa in partes tres,\nquarum unam incolunt Belgae, aliam\nAquitani, tertiam qui ipsorum lingua\nCeltae, nostra Galli appellantur.';
const READ = 'Gallia est omnis divisa in partes tres, quarum unam incolunt Belgae, aliam Aquitani, tertiam qui ipsorum lingua Celtae, nostra Galli appellantur.';

/** A square phone-sized photo of a printed page: the text in the middle of a slightly grey sheet. */
async function makePhoto(dir: string): Promise<string> {
  const text = await sharp({ text: { text: PRINTED, font: 'DejaVu Serif 11', dpi: 300 } }).png().toBuffer();
  const { width = 0, height = 0 } = await sharp(text).metadata();
  const side = Math.max(width, height) + 300;
  const photo = await sharp({ create: { width: side, height: side, channels: 3, background: '#000' } })
    .composite([{ input: text, left: Math.round((side - width) / 2), top: Math.round((side - height) / 2) }])
    .negate({ alpha: false })
    .linear(0.92, 0)
    .jpeg({ quality: 85 })
    .toBuffer();
  const path = join(dir, 'versione.jpg');
  writeFileSync(path, photo);
  return path;
}

describe('scatta e traduci', () => {
  let browser: BrowserSession;
  let dir: string;
  let photo: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'versio-ocr-e2e-'));
    photo = await makePhoto(dir);
    browser = await openBrowser({ viewport: MOBILE });
  });
  after(async () => {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a registered student signs up', async () => {
    const { page } = browser;
    await signUpAndVerify(page, { name: 'Ottavia Minore', year: '3', email: EMAIL, password: PASSWORD });
  });

  test('uploads a photo, crops it, and the text appears in the box', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('button', { name: 'Scatta e traduci' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scatta e traduci' });
    await dialog.getByText("Seleziona l'area che contiene il testo").waitFor();
    await dialog.getByLabel('Seleziona o scatta foto').setInputFiles(photo);
    await dialog.getByRole('button', { name: 'Ritaglia' }).click();
    await dialog.getByAltText('La foto da ritagliare').waitFor();
    await page.waitForFunction(() => (document.querySelector('img[alt="La foto da ritagliare"]') as HTMLImageElement | null)?.complete === true);
    await dialog.getByRole('button', { name: 'Conferma Ritaglio' }).click();
    await saveScreenshot(page, 'ocr-cropped');
    const generated = page.waitForResponse((response) => new URL(response.url()).pathname === '/ocr/generate');
    await dialog.getByRole('button', { name: 'Carica!' }).click();
    assert.equal((await generated).status(), 200);
    await dialog.waitFor({ state: 'detached' });
    const box = page.getByPlaceholder('Scrivi qui la tua versione di latino');
    assert.equal(await box.inputValue(), READ);
    await saveScreenshot(page, 'ocr-text-in-box');
    // Spec §4: the text is stored locally, so a reload finds it.
    await page.reload();
    assert.equal(await box.inputValue(), READ);
  });

  test('the camera use was counted, and a file that is not a photo gets the spec message', async () => {
    const { page } = browser;
    const counts = await page.evaluate(async () => (await (await fetch('/user/data', { credentials: 'include' })).json()) as { cameraCount: number });
    assert.equal(counts.cameraCount, 2, JSON.stringify(counts));
    const pdf = join(dir, 'versione.pdf');
    writeFileSync(pdf, '%PDF-1.7\n');
    await page.getByRole('button', { name: 'Scatta e traduci' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scatta e traduci' });
    await dialog.getByLabel('Seleziona o scatta foto').setInputFiles(pdf);
    assert.equal(await dialog.getByRole('alert').textContent(), 'Solo immagini in formato JPEG, JPG, HEIC o PNG sono consentite.');
  });
});
