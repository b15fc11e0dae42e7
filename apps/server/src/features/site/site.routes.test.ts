import { afterEach, describe, expect, test } from 'vitest';
import { createTestApp } from '../../test/app';
import type { TestApp } from '../../test/app';
import { VERSION } from '../../version';
import { TEST_DIALECT } from '../../test/db';

describe('GET /api/site', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  test('gives the default public settings with nothing configured', async () => {
    t = await createTestApp(TEST_DIALECT);
    const response = await t.app.inject({ url: '/api/site' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      product: 'Versio',
      version: VERSION,
      contactEmail: 'collaborazioni@versio.app',
      privacyUrl: 'https://www.iubenda.com/privacy-policy/versio',
      cookieUrl: 'https://www.iubenda.com/privacy-policy/versio/cookie-policy',
      social: { instagram: 'https://www.instagram.com/versio.app/', tiktok: 'https://www.tiktok.com/@versio.app' },
      seller: {
        name: 'Versio S.r.l.',
        address: "Via dell'Indipendenza 1, 40121 Bologna (BO)",
        vat: 'in fase di attribuzione',
        email: 'amministrazione@versio.app',
      },
      googleSignIn: false,
    });
  });

  test('says when Google sign-in is configured', async () => {
    t = await createTestApp(TEST_DIALECT, { GOOGLE_CLIENT_ID: 'versio-web', GOOGLE_CLIENT_SECRET: 'segreto' });
    expect((await t.app.inject({ url: '/api/site' })).json().googleSignIn).toBe(true);
  });

  test('gives the configured settings', async () => {
    t = await createTestApp(TEST_DIALECT, {
      CONTACT_EMAIL: 'scuole@versio.app',
      PRIVACY_URL: '/terms#privacy',
      SELLER_VAT: 'IT01234567890',
    });
    const body = (await t.app.inject({ url: '/api/site' })).json();
    expect([body.contactEmail, body.privacyUrl, body.seller.vat]).toEqual(['scuole@versio.app', '/terms#privacy', 'IT01234567890']);
  });
});
