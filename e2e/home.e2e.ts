import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { baseUrl, DESKTOP, MOBILE, openBrowser, saveScreenshot, type BrowserSession } from './browser';

describe('home page', () => {
  let browser: BrowserSession;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  test('renders the Latin home in Italian with the frame around it', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/`);
    assert.equal(await page.getAttribute('html', 'lang'), 'it');
    assert.equal(await page.locator('h1').innerText(), 'Traduci e analizza la tua versione di latino');
    assert.equal(await page.getByRole('link', { name: 'Vieni a scoprire le nuove lezioni di Versio!' }).getAttribute('href'), '/signup');
    assert.equal(await page.getByRole('heading', { name: 'Versio ti adora' }).count(), 1);
    assert.equal(await page.getByText('Fai parte della community!').count(), 1);
    assert.equal(await page.getByRole('button', { name: 'Dillo a tutti.' }).count(), 1);
  });

  test('footer shows the contact and links served by /api/site', async () => {
    const { page } = browser;
    const site = (await (await fetch(`${baseUrl()}/api/site`)).json()) as { contactEmail: string; social: { tiktok: string } };
    await page.goto(`${baseUrl()}/`);
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: site.contactEmail }).waitFor();
    assert.equal(await footer.getByRole('link', { name: site.contactEmail }).getAttribute('href'), `mailto:${site.contactEmail}`);
    assert.equal(await footer.getByRole('link', { name: 'TikTok' }).getAttribute('href'), site.social.tiktok);
    assert.equal(await footer.getByRole('link', { name: 'Termini e condizioni' }).getAttribute('href'), '/terms');
  });

  test('/greco shows the Greek title and the beta notice', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/greco`);
    assert.equal(await page.locator('h1').innerText(), 'Traduci e analizza la tua versione di greco');
    assert.match(await page.getByRole('note').innerText(), /^Il greco è in versione beta/);
  });

  test('following a link from the footer lands at the top of the new page', async () => {
    const { page } = browser;
    await page.setViewportSize(DESKTOP);
    await page.goto(`${baseUrl()}/`);
    await page.locator('footer').getByRole('link', { name: 'Termini e condizioni' }).click();
    await page.waitForURL(`${baseUrl()}/terms`);
    await page.getByRole('heading', { level: 1, name: 'Condizioni generali di vendita' }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    assert.equal(await page.locator('h1').innerText(), 'Condizioni generali di vendita');
  });

  test('home looks right on desktop and mobile (screenshots)', async () => {
    const { page } = browser;
    for (const [name, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${baseUrl()}/`);
      await page.locator('footer').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.equal(overflow, 0, `la pagina non deve scorrere in orizzontale (${name})`);
      await saveScreenshot(page, `home-${name}`);
    }
  });
});
