// Business constants of the terms of sale (spec §9). Every figure on /terms comes from here.
export const TERMS = {
  effectiveDate: '16/10/2024',
  withdrawalDays: 14,
  replyDays: 7,
  conformityGuaranteeYears: 2,
  claimLimitationMonths: 26,
  smallClaimsCeilingEuro: 5000,
  pricesIncludeVat: true,
  cardNetworks: ['VISA', 'MasterCard'],
  bankTransfer: true,
  couponsAccepted: false,
  odrUrl: 'https://ec.europa.eu/consumers/odr',
} as const;

export type TermsConstants = typeof TERMS;
