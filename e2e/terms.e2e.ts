import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { baseUrl, openBrowser, type BrowserSession } from './browser';

describe('terms of sale', () => {
  let browser: BrowserSession;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  test('/terms shows the full terms without the navbar', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/terms`);
    assert.equal(await page.locator('h1').innerText(), 'Condizioni generali di vendita');
    assert.equal(await page.getByRole('navigation', { name: 'Navigazione principale' }).count(), 0);
    const text = await page.locator('main').innerText();
    const fragments = ['In vigore dal 16/10/2024', 'entro 14 giorni', 'VISA e MasterCard', '26 mesi', '5000\u00a0€'];
    for (const fragment of fragments) {
      assert.ok(text.includes(fragment), `manca «${fragment}»`);
    }
  });

  test('the seller comes from /api/site', async () => {
    const { page } = browser;
    const site = (await (await fetch(`${baseUrl()}/api/site`)).json()) as { seller: { name: string; email: string } };
    await page.goto(`${baseUrl()}/terms`);
    const seller = page.locator('address');
    await seller.getByRole('link', { name: site.seller.email }).waitFor();
    assert.match(await seller.innerText(), new RegExp(`^${site.seller.name}`));
  });
});
