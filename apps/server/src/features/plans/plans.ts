// The one configuration of Versio's plans: every allowance, price and seat count the server
// enforces and every page shows comes from here (GET /api/plans), so they never disagree.
//
// Decision: the free plan gets 5 analyses per language a month. The spec's plans page says 5,
// its banner and profile say 30; the plus plan gives 30, so 30 for free would leave plus with
// nothing more to offer. FREE_MONTHLY_ANALYSES and FREE_MONTHLY_CAMERA change the free allowances;
// prices, currency and VAT line, and the lifetime seats come from the configuration too (env.ts).
import type { Env } from '../../config/env';
import type { UserType } from '../../db/database';

export type { UserType };

export type Plan = {
  type: UserType;
  /** Name shown on the plans page. */
  name: string;
  /** Analyses per language (Latin and Greek, counted separately) per month. */
  monthlyAnalyses: number;
  /** Camera uses per month; null means unlimited. */
  monthlyCamera: number | null;
  /** Translations are unlimited on every plan. */
  unlimitedTranslations: true;
  /** Dictionary hints (lemma "Cerca come:" and declension tags) and premium lessons. */
  premiumFeatures: boolean;
  /**
   * Prices in cents of `currency`, VAT included; null where the plan is not sold that way. `vatText`
   * is the line the plans page shows beside a price.
   */
  prices: { annualCents: number | null; monthlyCents: number | null; currency: string; vatText: string };
  /** How many people can ever hold the plan; null means no cap. */
  seats: number | null;
};

export type Plans = Record<UserType, Plan>;

export const PLUS_MONTHLY_ANALYSES = 30;

type PlanSettings = Pick<Env,
  | 'FREE_MONTHLY_ANALYSES' | 'FREE_MONTHLY_CAMERA' | 'PLUS_ANNUAL_PRICE_CENTS' | 'PLUS_MONTHLY_PRICE_CENTS'
  | 'PRICE_CURRENCY' | 'PRICE_VAT_TEXT' | 'LIFETIME_SEATS'>;

export function createPlans(env: PlanSettings): Plans {
  const notSold = { annualCents: null, monthlyCents: null, currency: env.PRICE_CURRENCY, vatText: env.PRICE_VAT_TEXT };
  return {
    normal: {
      type: 'normal',
      name: 'Gratis',
      monthlyAnalyses: env.FREE_MONTHLY_ANALYSES,
      monthlyCamera: env.FREE_MONTHLY_CAMERA,
      unlimitedTranslations: true,
      premiumFeatures: false,
      prices: notSold,
      seats: null,
    },
    premium: {
      type: 'premium',
      name: 'Plus',
      monthlyAnalyses: PLUS_MONTHLY_ANALYSES,
      monthlyCamera: null,
      unlimitedTranslations: true,
      premiumFeatures: true,
      prices: {
        annualCents: env.PLUS_ANNUAL_PRICE_CENTS, monthlyCents: env.PLUS_MONTHLY_PRICE_CENTS, currency: env.PRICE_CURRENCY, vatText: env.PRICE_VAT_TEXT,
      },
      seats: null,
    },
    lifetime: {
      type: 'lifetime',
      name: 'Lifetime',
      monthlyAnalyses: PLUS_MONTHLY_ANALYSES,
      monthlyCamera: null,
      unlimitedTranslations: true,
      premiumFeatures: true,
      prices: notSold,
      seats: env.LIFETIME_SEATS,
    },
  };
}

/** The counts a plan starts each month with; unlimited camera is stored as 0 and never spent. */
export function getMonthlyAllowance(plan: Plan): { latino: number; greco: number; camera: number } {
  return { latino: plan.monthlyAnalyses, greco: plan.monthlyAnalyses, camera: plan.monthlyCamera ?? 0 };
}
