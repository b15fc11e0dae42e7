// A student's Greek journey on /greco, in real Chromium against the production build and the real
// server (decision 038): sign up, accept the terms, ask a Greek passage written with its accents, then
// one typed on a keyboard without them; the translation and the analysis in chunks with a Greek credit
// each, the cards, the chips, the search without accents, a paradigm as plus, reopening from the history.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { baseUrl, openBrowser, saveScreenshot, type BrowserSession } from './browser';
import { signUpAndVerify } from './sign-up';

const EMAIL = `senofonte.${Date.now()}@example.it`;
// Xenophon, Anabasis 1.1.1.
const ACCENTED = 'Δαρείου καὶ Παρυσάτιδος γίγνονται παῖδες δύο, πρεσβύτερος μὲν Ἀρταξέρξης, νεώτερος δὲ Κῦρος.';
// As a student types it on a keyboard without Greek accents or breathings.
const PLAIN = 'ο στρατηγος τους στρατιωτας εις την πολιν ηγαγεν.';

const box = (page: Page) => page.getByPlaceholder('Scrivi qui la tua versione di greco');
const askButton = (page: Page) => page.getByRole('button', { name: 'Chiedi a Versio' });
const words = (page: Page) => page.locator('.word-card__word').allInnerTexts();
const search = (page: Page, text: string) => page.getByRole('searchbox', { name: 'Cerca una parola' }).fill(text);

/** Until plus is bought, the server's answer names the student's plan plus (as the Latin journey does). */
async function asPlus(page: Page, run: () => Promise<void>): Promise<void> {
  await page.route('**/user/data', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    return route.fulfill({ response, json: { ...(await response.json() as object), type: 'premium' } });
  });
  try {
    await page.reload();
    await run();
  } finally {
    await page.unroute('**/user/data');
    await page.reload();
  }
}

describe('home journey in Greek', () => {
  let browser: BrowserSession;
  const requests: string[] = [];
  before(async () => {
    browser = await openBrowser();
    browser.page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (['/api/analysis/start', '/api/analysis/chunk', '/translate', '/save'].includes(path)) requests.push(`${path} ${request.postData() ?? ''}`);
    });
  });
  after(async () => {
    await browser.close();
  });

  test('signs up and accepts the terms on /greco', async () => {
    const { page } = browser;
    await signUpAndVerify(page, { name: 'Senofonte Ateniese', year: '3', email: EMAIL, password: 'Anabasi401' });
    await page.goto(`${baseUrl()}/greco`);
    await page.getByRole('link', { name: 'Ave Senofonte' }).waitFor();
    await askButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Termini e condizioni' });
    await dialog.getByLabel('Accetto i Termini e Condizioni').check();
    await dialog.getByLabel(/Acconsento al trattamento/).check();
    await dialog.getByRole('button', { name: 'Accetta e continua' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  test('a passage with its accents: the translation, then the analysis with a Greek credit', async () => {
    const { page } = browser;
    requests.length = 0;
    await box(page).fill(ACCENTED);
    await askButton(page).click();
    await page.locator('.translation-panel__text').waitFor();
    await page.locator('.history__item', { hasText: 'Δαρείου καὶ' }).waitFor();
    assert.deepEqual(requests.map((request) => request.split(' ')[0]), ['/translate', '/api/analysis/start', '/api/analysis/chunk', '/save']);
    assert.equal(JSON.parse(requests[1]!.slice(requests[1]!.indexOf(' ') + 1)).lang, 'grc');
    await page.getByRole('tab', { name: 'Analisi' }).click();
    assert.equal(await page.getByText(/non è ancora disponibile/).count(), 0);
    assert.deepEqual((await words(page)).slice(0, 4), ['δαρείου', 'καὶ', 'παρυσάτιδος', 'γίγνονται']);
    assert.equal((await words(page)).length, 12);
  });

  test('the chips, the search without accents, a card with its Greek lines', async () => {
    const { page } = browser;
    const chips = await page.getByRole('group', { name: 'Parte del discorso' }).getByRole('button').allInnerTexts();
    assert.equal(chips[0], 'All');
    assert.ok(chips.includes('sostantivo') && chips.includes('verbo'), chips.join(', '));
    await page.getByRole('button', { name: 'verbo', exact: true }).click();
    assert.deepEqual(await words(page), ['γίγνονται']);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await search(page, 'παιδ');
    assert.deepEqual(await words(page), ['παῖδες']);
    await page.locator('.word-card__title button').click();
    const details = page.locator('.word-card__details');
    assert.match(await details.innerText(), /nominativo, plurale, maschile e femminile/);
    // One of the first five words: on the free plan its lemma was looked up (spec §4).
    assert.match(await details.locator('.word-card__lookup').innerText(), /^Cerca come: παῖς/);
    assert.match(await details.locator('.word-card__sentence').innerText(), /^Nella frase: Δαρείου/);
    await saveScreenshot(page, 'greek-analysis');
    // Past the first five words, hint links take the place of the lemma.
    await search(page, 'νεωτ');
    assert.deepEqual(await words(page), ['νεώτερος']);
    await page.locator('.word-card__title button').click();
    assert.match(await details.innerText(), /comparativo/);
    // (and 'Passa a plus per vedere il paradigma' where the card has a paradigm line): every one to /pay.
    const links = await details.getByRole('link').allInnerTexts();
    assert.ok(links.includes('Passa a plus per vedere il lemma') && links.includes('Come lo cerco sul vocabolario?'), links.join(', '));
    assert.deepEqual(new Set(await details.getByRole('link').evaluateAll((all) => all.map((link) => link.getAttribute('href')))), new Set(['/pay']));
  });

  test('a passage typed without accents: the words are found and read', async () => {
    const { page } = browser;
    await page.getByRole('tab', { name: 'Traduzione' }).click();
    await box(page).fill(PLAIN);
    await askButton(page).click();
    await page.locator('.history__item', { hasText: 'ο στρατηγος' }).waitFor();
    await page.getByRole('tab', { name: 'Analisi' }).click();
    assert.deepEqual(await words(page), ['ο', 'στρατηγος', 'τους', 'στρατιωτας', 'εις', 'την', 'πολιν', 'ηγαγεν']);
    await search(page, 'στρατιω');
    assert.deepEqual(await words(page), ['στρατιωτας']);
    await page.locator('.word-card__title button').click();
    assert.match(await page.locator('.word-card__details').innerText(), /accusativo, plurale/);
  });

  test('as plus: the lemma with its accents, "Cerca come:", and the paradigm', async () => {
    const { page } = browser;
    await asPlus(page, async () => {
      await page.getByRole('tab', { name: 'Analisi' }).click();
      await search(page, 'στρατιω');
      await page.locator('.word-card__title button').click();
      const details = page.locator('.word-card__details');
      assert.match(await details.innerText(), /lemma\s+στρατιώτης/);
      assert.match(await details.locator('.word-card__lookup').innerText(), /^Cerca come: στρατιώτης/);
      // The analyzer's tables (the same shape as Latin's) when it has them; otherwise the card offers none.
      const status = await page.evaluate(async (url) => (await fetch(url)).status, `/api/paradigm/grc/${encodeURIComponent('στρατιώτης')}`);
      const button = page.getByRole('button', { name: 'Mostra il paradigma completo' });
      if (status === 200) {
        await button.click();
        await page.locator('.paradigm table').first().waitFor();
        assert.match(await page.locator('.paradigm').innerText(), /στρατιώτ/);
      } else {
        assert.equal(status, 404);
        assert.equal(await button.count(), 0);
      }
      await saveScreenshot(page, 'greek-paradigm');
    });
  });

  test('reopens the first passage from the history, with its cards; the Greek keys are stored', async () => {
    const { page } = browser;
    await page.locator('.history__item', { hasText: 'Δαρείου καὶ' }).click();
    assert.equal(await box(page).inputValue(), ACCENTED);
    await page.getByRole('tab', { name: 'Analisi' }).click();
    await search(page, 'κυρ');
    assert.deepEqual(await words(page), ['κῦρος']);
    const keys = await page.evaluate(() => ['inputTextGreek', 'displayedTranslationGreek', 'displayedAnalysisGreek'].map((key) => window.localStorage.getItem(key) !== null));
    assert.deepEqual(keys, [true, true, true]);
  });

  test('the profile counts two Greek analyses spent and no Latin one', async () => {
    const { page } = browser;
    const data = await page.evaluate(async () => (await fetch('/user/data', { credentials: 'include' })).json() as Promise<{ latinoCount: number; grecoCount: number }>);
    assert.equal(data.latinoCount - data.grecoCount, 2);
  });
});
