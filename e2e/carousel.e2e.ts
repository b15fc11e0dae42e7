import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { baseUrl, openBrowser, type BrowserSession } from './browser';

// Horizontal offset of the testimonial track, read from its computed transform matrix.
function readOffset(page: Page): Promise<number> {
  return page.locator('[data-testid="testimonial-track"]').evaluate((track) => {
    return new DOMMatrixReadOnly(getComputedStyle(track).transform).m41;
  });
}

describe('testimonial carousel', () => {
  let browser: BrowserSession;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  test('shows twelve testimonials twice and keeps moving left', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/`);
    const track = page.locator('[data-testid="testimonial-track"]');
    assert.equal(await track.locator('li').count(), 24);
    assert.equal(await track.locator('li:not([aria-hidden="true"])').count(), 12);
    const first = await readOffset(page);
    await page.waitForTimeout(1200);
    const second = await readOffset(page);
    assert.ok(second < first - 5, `il carosello deve scorrere (da ${first} a ${second})`);
  });

  test('pauses while hovered', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/`);
    await page.locator('.testimonials__viewport').hover();
    const first = await readOffset(page);
    await page.waitForTimeout(800);
    assert.equal(await readOffset(page), first);
  });
});
