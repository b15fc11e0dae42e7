import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { baseUrl, DESKTOP, MOBILE, openBrowser, saveScreenshot, type BrowserSession } from './browser';

describe('404 page', () => {
  let browser: BrowserSession;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  test('an unknown path shows the 404 page, whose button leads home', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/versione-perduta/di-cicerone`);
    assert.equal(await page.getByText('Errore 404: pagina non trovata').count(), 1);
    assert.equal(await page.locator('h1').innerText(), 'Ti sei perso!');
    assert.match(await page.locator('main').innerText(), /filo di Arianna/);
    await page.getByRole('link', { name: 'PAGINA INIZIALE', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/`);
    // The URL changes before the home page has rendered (client-side navigation): wait for its heading.
    await page.getByRole('heading', { level: 1, name: 'Traduci e analizza la tua versione di latino' }).waitFor();
    assert.equal(await page.locator('h1').innerText(), 'Traduci e analizza la tua versione di latino');
  });

  test('404 looks right on desktop and mobile (screenshots)', async () => {
    const { page } = browser;
    for (const [name, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${baseUrl()}/pagina-che-non-esiste`);
      await page.locator('h1').waitFor();
      await saveScreenshot(page, `404-${name}`);
    }
  });
});
