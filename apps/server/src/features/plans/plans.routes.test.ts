import { afterEach, describe, expect, test } from 'vitest';
import { createTestApp } from '../../test/app';
import type { TestApp } from '../../test/app';
import { TEST_DIALECT } from '../../test/db';

const NOT_SOLD = { annualCents: null, monthlyCents: null, currency: 'EUR', vatText: 'IVA inclusa' };

describe('GET /api/plans', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  test('the three plans: free 5+5 analyses and 3 photos, plus 30+30 at 30 €/year or 2.99 €/month, 1000 lifetime seats', async () => {
    t = await createTestApp(TEST_DIALECT, { LIFETIME_SEATS: '1000' });
    const response = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(response.json()).toEqual({
      plans: [
        { type: 'normal', name: 'Gratis', monthlyAnalyses: 5, monthlyCamera: 3, unlimitedTranslations: true, premiumFeatures: false,
          prices: NOT_SOLD, seats: null },
        { type: 'premium', name: 'Plus', monthlyAnalyses: 30, monthlyCamera: null, unlimitedTranslations: true, premiumFeatures: true,
          prices: { annualCents: 3000, monthlyCents: 299, currency: 'EUR', vatText: 'IVA inclusa' }, seats: null },
        { type: 'lifetime', name: 'Lifetime', monthlyAnalyses: 30, monthlyCamera: null, unlimitedTranslations: true, premiumFeatures: true,
          prices: NOT_SOLD, seats: 1000 },
      ],
    });
  });

  test('the free allowances follow FREE_MONTHLY_ANALYSES and FREE_MONTHLY_CAMERA', async () => {
    t = await createTestApp(TEST_DIALECT, { FREE_MONTHLY_ANALYSES: '30', FREE_MONTHLY_CAMERA: '0' });
    const free = (await t.app.inject({ method: 'GET', url: '/api/plans' })).json().plans[0];
    expect([free.monthlyAnalyses, free.monthlyCamera]).toEqual([30, 0]);
  });

  test('prices, currency, VAT line and seats follow the configuration', async () => {
    t = await createTestApp(TEST_DIALECT, {
      PLUS_ANNUAL_PRICE_CENTS: '3600', PLUS_MONTHLY_PRICE_CENTS: '349', PRICE_CURRENCY: 'chf', PRICE_VAT_TEXT: 'IVA esclusa', LIFETIME_SEATS: '50',
    });
    const [, plus, lifetime] = (await t.app.inject({ method: 'GET', url: '/api/plans' })).json().plans;
    expect([plus.prices, lifetime.seats]).toEqual([{ annualCents: 3600, monthlyCents: 349, currency: 'CHF', vatText: 'IVA esclusa' }, 50]);
  });
});
