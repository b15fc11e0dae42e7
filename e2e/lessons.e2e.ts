// The lessons in real Chromium against the production build and the real server: a normal student
// browses, searches and pages through the catalogue, plays a free lesson and finds a premium one
// locked (its video refused by the server too); a plus student plays the premium lesson. The videos are
// the real generator's (ffmpeg and espeak-ng), made in `before` for the two lessons played, into the
// run's own lesson folder; the plus student is made so in the run's own database.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { generateLessonVideos } from '../apps/server/scripts/lesson-videos/generate';
import { loadCatalogue } from '../apps/server/src/features/lessons/catalogue';
import { MOBILE, DESKTOP, baseUrl, openBrowser, saveScreenshot, type BrowserSession } from './browser';

const FREE = 'la-ablativo-assoluto';
const PREMIUM = 'la-perifrastica-passiva';
const STAMP = Date.now();

/** Signs up and registers through the API, in the browser's own cookie jar. */
async function signUp(context: BrowserContext, email: string, name: string): Promise<string> {
  const headers = { origin: baseUrl() };
  const account = await context.request.post(`${baseUrl()}/api/auth/sign-up/email`, { headers, data: { email, password: 'Orazio-65', name } });
  assert.equal(account.status(), 200, await account.text());
  const { user } = (await account.json()) as { user: { id: string } };
  const profile = await context.request.post(`${baseUrl()}/user/data`, {
    headers, data: { user_uid: user.id, nome: name, scuola: 'classico', anno: '4', phoneNumber: '' },
  });
  assert.equal(profile.status(), 200, await profile.text());
  return user.id;
}

function makePlus(userId: string): void {
  const db = new Database(process.env.E2E_SQLITE_PATH ?? '');
  try {
    db.prepare("update user_profiles set type = 'premium' where user_id = ?").run(userId);
  } finally {
    db.close();
  }
}

const cardTitles = (page: Page) => page.locator('.lesson-card:not(.lesson-card--placeholder) h2').allInnerTexts();

/** Plays the page's video muted and waits until its time has passed `seconds`. */
async function playPast(page: Page, seconds: number): Promise<number> {
  return page.evaluate(async (target) => {
    const video = document.querySelector('video');
    if (!video) throw new Error('nessun video');
    video.muted = true;
    await video.play();
    const deadline = Date.now() + 20_000;
    while (video.currentTime <= target && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    return video.currentTime;
  }, seconds);
}

describe('lessons', () => {
  let livia: BrowserSession;
  before(async () => {
    const dir = process.env.E2E_LESSONS_DIR;
    if (dir) await generateLessonVideos({ lessons: loadCatalogue().filter((lesson) => [FREE, PREMIUM].includes(lesson.codice)), dir });
    livia = await openBrowser();
    await signUp(livia.context, `livia.lezioni.${STAMP}@example.it`, 'Livia');
  });
  after(async () => {
    await livia.close();
  });

  test('the catalogue: 21 cards, crowns on premium lessons, the upsell, and pages kept in the address', async () => {
    const { page } = livia;
    await page.goto(`${baseUrl()}/lezioni`);
    await page.getByRole('heading', { level: 1, name: 'Lezioni' }).waitFor();
    await page.getByRole('link', { name: /La prima declinazione/ }).waitFor();
    assert.equal((await cardTitles(page)).length, 21);
    assert.ok((await page.getByTitle('Contenuto Premium').count()) > 0);
    await page.getByRole('heading', { level: 2, name: 'Passa a plus' }).waitFor();
    const previous = page.getByRole('button', { name: 'Pagina precedente' });
    const next = page.getByRole('button', { name: 'Pagina successiva' });
    assert.equal(await previous.isDisabled(), true);
    await saveScreenshot(page, 'lessons-catalogue');
    await next.click();
    await page.waitForURL(`${baseUrl()}/lezioni?pagina=2`);
    await page.getByRole('link', { name: /Le particelle greche/ }).waitFor();
    assert.equal((await cardTitles(page)).length, loadCatalogue().length - 21);
    assert.equal(await next.isDisabled(), true);
    await page.reload();
    await page.getByRole('link', { name: /Le particelle greche/ }).waitFor();
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/lezioni`);
    await page.getByRole('link', { name: /La prima declinazione/ }).waitFor();
  });

  test('search ignores accents and case, starts from page 1, and says when nothing is found', async () => {
    const { page } = livia;
    await page.goto(`${baseUrl()}/lezioni?pagina=2`);
    const box = page.getByPlaceholder('Cerca tra le lezioni...');
    await box.fill('ABLATIVO assoluto');
    await page.getByRole('button', { name: 'Cerca' }).click();
    await page.waitForURL(/\/lezioni\?q=ABLATIVO\+assoluto$/);
    await page.getByRole('link', { name: /L'ablativo assoluto/ }).waitFor();
    assert.deepEqual(await cardTitles(page), ["L'ablativo assoluto", 'Il participio greco']);
    await box.fill('ciò che è vicino');
    await box.press('Enter');
    await page.getByRole('link', { name: /I pronomi dimostrativi/ }).waitFor();
    assert.deepEqual(await cardTitles(page), ['I pronomi dimostrativi e determinativi']);
    await box.fill('numismatica');
    await box.press('Enter');
    await page.getByText('Nessuna lezione trovata...').waitFor();
  });

  test('a free lesson plays: its time advances, and seeking works', async () => {
    const { page } = livia;
    await page.goto(`${baseUrl()}/lezioni?q=ablativo`);
    await page.getByRole('link', { name: /L'ablativo assoluto/ }).click();
    await page.waitForURL(`${baseUrl()}/lezioni/${FREE}`);
    await page.getByRole('heading', { level: 1, name: "L'ablativo assoluto" }).waitFor();
    const video = page.locator('video');
    assert.equal(await video.getAttribute('controls'), '');
    assert.equal(await video.evaluate((element: HTMLVideoElement) => element.autoplay || !element.paused), false);
    const menuBlocked = await video.evaluate((element) => !element.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })));
    assert.equal(menuBlocked, true);
    assert.ok((await playPast(page, 1)) > 1);
    const sought = await page.evaluate(async () => {
      const element = document.querySelector('video')!;
      element.currentTime = 8;
      await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
      return element.currentTime;
    });
    assert.ok(sought >= 8, `dopo il salto il video è a ${sought} s`);
    await saveScreenshot(page, 'lesson-playing');
    await page.getByRole('button', { name: 'Torna indietro' }).click();
    await page.waitForURL(`${baseUrl()}/lezioni?q=ablativo`);
  });

  test('a premium lesson is locked for a normal student, and the server refuses its video too', async () => {
    const { page, context } = livia;
    await page.goto(`${baseUrl()}/lezioni/${PREMIUM}`);
    await page.getByRole('heading', { level: 2, name: 'Questa lezione è riservata agli utenti plus' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'La coniugazione perifrastica passiva' }).waitFor();
    await page.getByText('Abbonati per accedere a contenuti esclusivi.').waitFor();
    assert.equal(await page.locator('video').count(), 0);
    await saveScreenshot(page, 'lesson-locked');
    const guessed = await context.request.get(`${baseUrl()}/api/lessons/${PREMIUM}/video`, { headers: { range: 'bytes=0-' } });
    assert.equal(guessed.status(), 403);
    await page.getByRole('link', { name: 'Scopri i piani!' }).click();
    await page.waitForURL(`${baseUrl()}/pay`);
  });

  test('an unknown lesson shows the 404 page', async () => {
    const { page } = livia;
    await page.goto(`${baseUrl()}/lezioni/la-lezione-perduta`);
    await page.getByRole('heading', { level: 1, name: 'Ti sei perso!' }).waitFor();
  });

  test('the catalogue and a lesson fit a phone', async () => {
    const { page } = livia;
    await page.setViewportSize(MOBILE);
    for (const path of ['/lezioni', `/lezioni/${PREMIUM}`]) {
      await page.goto(`${baseUrl()}${path}`);
      await page.locator('h1').waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, `${path} non deve scorrere in orizzontale`);
    }
    await saveScreenshot(page, 'lessons-mobile');
    await page.setViewportSize(DESKTOP);
  });

  test('a plus student plays the premium lesson', { skip: !process.env.E2E_SQLITE_PATH && 'serve il database della prova (e2e/run.ts)' }, async () => {
    const marco = await openBrowser();
    try {
      const userId = await signUp(marco.context, `marco.lezioni.${STAMP}@example.it`, 'Marco');
      makePlus(userId);
      const { page } = marco;
      await page.goto(`${baseUrl()}/lezioni/${PREMIUM}`);
      await page.locator('video').waitFor();
      assert.equal(await page.getByText('Questa lezione è riservata agli utenti plus').count(), 0);
      assert.equal(await page.getByRole('heading', { level: 2, name: 'Passa a plus' }).count(), 0);
      assert.ok((await playPast(page, 1)) > 1);
      // Livia, still on the free plan, cannot use Marco's link.
      const link = await page.locator('video').getAttribute('src');
      assert.equal((await livia.context.request.get(`${baseUrl()}${link ?? ''}`)).status(), 403);
    } finally {
      await marco.close();
    }
  });
});
