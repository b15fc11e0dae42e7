import { afterEach, describe, expect, test } from 'vitest';
import { createTestApp } from '../../test/app';
import type { TestApp } from '../../test/app';

describe('GET /api/plans', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  test('the three plans: free 5+5 analyses and 3 photos, plus 30+30 at 30 €/year or 2.99 €/month, 1000 lifetime seats', async () => {
    t = await createTestApp('sqlite');
    const response = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(response.json()).toEqual({
      plans: [
        { type: 'normal', name: 'Gratis', monthlyAnalyses: 5, monthlyCamera: 3, unlimitedTranslations: true, premiumFeatures: false,
          prices: { annualCents: null, monthlyCents: null }, seats: null },
        { type: 'premium', name: 'Plus', monthlyAnalyses: 30, monthlyCamera: null, unlimitedTranslations: true, premiumFeatures: true,
          prices: { annualCents: 3000, monthlyCents: 299 }, seats: null },
        { type: 'lifetime', name: 'Lifetime', monthlyAnalyses: 30, monthlyCamera: null, unlimitedTranslations: true, premiumFeatures: true,
          prices: { annualCents: null, monthlyCents: null }, seats: 1000 },
      ],
    });
  });

  test('the free allowances follow FREE_MONTHLY_ANALYSES and FREE_MONTHLY_CAMERA', async () => {
    t = await createTestApp('sqlite', { FREE_MONTHLY_ANALYSES: '30', FREE_MONTHLY_CAMERA: '0' });
    const free = (await t.app.inject({ method: 'GET', url: '/api/plans' })).json().plans[0];
    expect([free.monthlyAnalyses, free.monthlyCamera]).toEqual([30, 0]);
  });
});
