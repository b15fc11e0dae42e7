// A student's whole Latin journey on the home page, in real Chromium against the production build
// and the real server: sign up (verified through the outbox e-mail), accept the terms, translate
// and analyse a version, filter, search, open a card (hint links in place of the lemma on the free
// plan; as plus, the lemma and its paradigm, with the keyboard), change the font size, reload and find
// everything again, reopen it from the history; then every blocked case and the §8 errors, with
// requests intercepted to play a failing or silent server.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { baseUrl, openBrowser, saveScreenshot, type BrowserSession } from './browser';
import { HOME_JS_BUDGET_BYTES, formatSize, measureLoadedJs } from './bundle-size';
import { signUpAndVerify as signUpAndVerifyStudent } from './sign-up';

const EMAIL = `giulia.${Date.now()}@example.it`;
const PASSWORD = 'Catilina63';
// 29 words: two chunks (20 + 9), so the analysis really arrives in two requests.
const CAESAR = 'Gallia est omnis divisa in partes tres, quarum unam incolunt Belgae, aliam Aquitani, tertiam qui ipsorum lingua Celtae, nostra Galli appellantur. Hi omnes lingua, institutis, legibus inter se differunt.';

const box = (page: Page) => page.getByPlaceholder('Scrivi qui la tua versione di latino');
const askButton = (page: Page) => page.getByRole('button', { name: 'Chiedi a Versio' });
const notice = (page: Page) => page.locator('.ask-box__notice [role="alert"]');

async function signUpAndVerify(page: Page): Promise<void> {
  await signUpAndVerifyStudent(page, { name: 'Giulia Cesare', year: '4', email: EMAIL, password: PASSWORD });
  await page.getByText('Verificata', { exact: true }).waitFor();
}

describe('home journey in Latin', () => {
  let browser: BrowserSession;
  const analysisRequests: string[] = [];
  before(async () => {
    browser = await openBrowser();
    browser.page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (['/api/analysis/start', '/api/analysis/chunk', '/api/analyze', '/analyze/lemmas', '/translate', '/save'].includes(path)) analysisRequests.push(path);
    });
  });
  after(async () => {
    await browser.close();
  });

  test('the home page JavaScript stays under 200 KB gzipped', async () => {
    const { page } = browser;
    const size = await measureLoadedJs(page, () => page.goto(`${baseUrl()}/`));
    console.log(`JavaScript scaricato da /:\n${formatSize(size)}`);
    assert.ok(size.files.length > 0);
    assert.ok(size.gzip < HOME_JS_BUDGET_BYTES, `${size.gzip} byte gzip`);
  });

  test('an anonymous student is asked to sign up first', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/`);
    await box(page).fill(CAESAR);
    await askButton(page).click();
    await page.getByRole('dialog', { name: 'Registrati' }).waitFor();
    await page.keyboard.press('Escape');
    assert.equal(analysisRequests.length, 0);
  });

  test('signs up, verifies the e-mail, accepts the terms on the first question, which then goes on', async () => {
    const { page } = browser;
    await signUpAndVerify(page);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('link', { name: 'Ave Giulia' }).waitFor();
    await askButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Termini e condizioni' });
    await dialog.getByLabel('Accetto i Termini e Condizioni').check();
    await dialog.getByLabel(/Acconsento al trattamento/).check();
    await dialog.getByRole('button', { name: 'Accetta e continua' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The question goes on: with an empty box, its notice.
    await notice(page).waitFor();
    assert.equal(await notice(page).innerText(), 'Cosa vuoi chiedere a Versio?');
  });

  test('an empty box: "Cosa vuoi chiedere a Versio?"', async () => {
    const { page } = browser;
    await box(page).fill('');
    await askButton(page).click();
    assert.equal(await notice(page).innerText(), 'Cosa vuoi chiedere a Versio?');
  });

  test('with the keyboard alone: writes the version, asks, gets the translation and a two-chunk analysis', async () => {
    const { page } = browser;
    await box(page).focus();
    await page.keyboard.insertText(CAESAR);
    assert.equal(await page.getByText(`${CAESAR.length}/1500`).count(), 1);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Chiedi a Versio');
    await page.keyboard.press('Enter');
    await page.locator('.translation-panel__text').waitFor();
    assert.match(await page.locator('.translation-panel__text').innerText(), /Gallia/);
    await page.getByRole('heading', { name: 'Le tue ultime versioni' }).waitFor();
    await page.locator('.history__item', { hasText: 'Gallia est omnis' }).waitFor();
    assert.deepEqual(analysisRequests, ['/translate', '/api/analysis/start', '/api/analysis/chunk', '/api/analysis/chunk', '/save']);
    assert.equal(await askButton(page).isDisabled(), true);
    await saveScreenshot(page, 'home-translation');
  });

  test('changes the font size with − and +', async () => {
    const { page } = browser;
    const size = () => page.locator('.translation-panel__text').evaluate((el) => getComputedStyle(el).fontSize);
    assert.equal(await size(), '16px');
    await page.getByRole('button', { name: 'Ingrandisci il testo' }).click();
    await page.getByRole('button', { name: 'Ingrandisci il testo' }).click();
    await page.getByRole('button', { name: 'Riduci il testo' }).click();
    assert.equal(await size(), '18px');
  });

  test('filters, searches, opens a card: on the free plan hint links take the place of the lemma', async () => {
    const { page } = browser;
    await page.getByRole('tab', { name: 'Traduzione' }).focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.getByRole('tab', { name: 'Analisi' }).getAttribute('aria-selected'), 'true');
    const chips = await page.getByRole('group', { name: 'Parte del discorso' }).getByRole('button').allInnerTexts();
    assert.equal(chips[0], 'All');
    assert.ok(chips.includes('verbo') && chips.includes('sostantivo'), chips.join(', '));
    await page.getByRole('button', { name: 'verbo', exact: true }).click();
    const verbs = await page.locator('.word-card__word').allInnerTexts();
    assert.ok(verbs.includes('incolunt') && !verbs.includes('gallia'), verbs.join(', '));
    await page.getByRole('button', { name: 'All', exact: true }).click();
    // Every occurrence in text order: a card for each of the 29 words, "lingua" twice.
    const words = await page.locator('.word-card__word').allInnerTexts();
    assert.equal(words.length, 29, words.join(', '));
    assert.deepEqual(words.slice(0, 4), ['gallia', 'est', 'omnis', 'divisa']);
    assert.deepEqual(words.filter((word) => word === 'lingua'), ['lingua', 'lingua']);
    await page.getByRole('searchbox', { name: 'Cerca una parola' }).fill('PART');
    assert.deepEqual(await page.locator('.word-card__word').allInnerTexts(), ['partes']);
    await page.locator('.word-card__title button').focus();
    await page.keyboard.press('Enter');
    const details = page.locator('.word-card__details');
    assert.deepEqual(await details.getByRole('link').allInnerTexts(), [
      'Passa a plus per vedere il lemma', 'Passa a plus per vedere la declinazione', 'Come lo cerco sul vocabolario?',
    ]);
    assert.doesNotMatch(await details.innerText(), /lemma\s+pars/);
    assert.match(await details.locator('.word-card__sentence').innerText(), /^Nella frase: .*Gallia est omnis divisa in partes tres/);
    assert.equal(await details.locator('mark').innerText(), 'partes');
    await page.getByRole('searchbox', { name: 'Cerca una parola' }).fill('zzz');
    await page.getByText('Nessuna parola trovata.').waitFor();
  });

  test('as a plus student: the lemma, the declension and the paradigm, with the keyboard', async () => {
    const { page } = browser;
    // Plus comes with payments: until then the server's answer names her plan plus.
    await page.route('**/user/data', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      return route.fulfill({ response, json: { ...(await response.json() as object), type: 'premium' } });
    });
    try {
      await page.reload();
      await page.getByRole('tab', { name: 'Analisi' }).click();
      await page.getByRole('searchbox', { name: 'Cerca una parola' }).fill('PART');
      await page.locator('.word-card__title button').focus();
      await page.keyboard.press('Enter');
      const details = page.locator('.word-card__details');
      assert.match(await details.innerText(), /lemma\s+pars/);
      assert.match(await details.innerText(), /3ª declinazione/);
      assert.equal(await details.getByRole('link').count(), 0);
      await page.getByRole('button', { name: 'Mostra il paradigma completo' }).focus();
      await page.keyboard.press('Enter');
      const paradigm = page.locator('.paradigm');
      await paradigm.locator('table').first().waitFor();
      // The tables mark vowel length (pārtĭbŭs): compare without the marks.
      assert.match((await paradigm.innerText()).normalize('NFD').replace(/\p{M}/gu, ''), /partium/);
      await saveScreenshot(page, 'home-analysis');
    } finally {
      await page.unroute('**/user/data');
      await page.reload();
    }
  });

  test('after a reload the text, the translation and the analysis are all there', async () => {
    const { page } = browser;
    await page.getByRole('tab', { name: 'Traduzione' }).click();
    const translation = await page.locator('.translation-panel__text').innerText();
    await page.reload();
    assert.equal(await box(page).inputValue(), CAESAR);
    assert.equal(await page.locator('.translation-panel__text').innerText(), translation);
    await page.getByRole('tab', { name: 'Analisi' }).click();
    assert.ok((await page.locator('.word-card__word').count()) >= 20);
    const keys = await page.evaluate(() => ['inputText', 'displayedTranslationLatin', 'displayedAnalysis', 'displayedAnalysisLemma'].map((key) => window.localStorage.getItem(key) !== null));
    assert.deepEqual(keys, [true, true, true, true]);
  });

  test('the same text again: "Cambia il testo da chiedere a Versio!"', async () => {
    const { page } = browser;
    await box(page).fill(`${CAESAR} `);
    await box(page).fill(CAESAR);
    await askButton(page).click();
    assert.equal(await notice(page).innerText(), 'Cambia il testo da chiedere a Versio!');
  });

  test('reopens the version from the history', async () => {
    const { page } = browser;
    await box(page).fill('Arma virumque cano');
    await page.locator('.history__item', { hasText: 'Gallia est omnis' }).click();
    assert.equal(await box(page).inputValue(), CAESAR);
    await page.getByRole('tab', { name: 'Analisi' }).click();
    await page.getByRole('searchbox', { name: 'Cerca una parola' }).fill('gal');
    assert.deepEqual(await page.locator('.word-card__word').allInnerTexts(), ['gallia', 'galli']);
  });

  for (const [what, answer, message] of [
    ['a 400', { status: 400 }, 'Versio traduce solo testi latini!'],
    ['a 429', { status: 429 }, 'Versio ha lavorato troppo per te oggi, torna domani.'],
    ['a server error', { status: 500 }, 'Versio si è perso nel labirinto e non può aiutarti ora.'],
    ['no answer at all', null, 'Versio non risponde'],
  ] as const) {
    test(`the translation gets ${what}: "${message}"`, async () => {
      const { page } = browser;
      await page.route('**/translate', (route) => (answer
        ? route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify({ error: { code: 'x', message: 'x' } }) })
        : route.abort('failed')));
      try {
        await box(page).fill(`Arma virumque cano ${what}`);
        await askButton(page).click();
        assert.equal(await page.locator('.translation-panel [role="alert"]').innerText(), message);
        assert.equal(await askButton(page).isDisabled(), false);
      } finally {
        await page.unroute('**/translate');
      }
    });
  }

  test('log out clears the stored version', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/profilo`);
    await page.getByRole('button', { name: 'Esci' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    assert.equal(await box(page).inputValue(), '');
    assert.equal(await page.evaluate(() => window.localStorage.getItem('displayedAnalysis')), null);
  });
});
