// Italian number formatting, shared by every page that shows money.
const EURO_WHOLE = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const EURO_CENTS = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** 5000 → "5000 €", 2.99 → "2,99 €" (with the non-breaking space Italian typography uses). */
export function formatEuro(amount: number): string {
  return Number.isInteger(amount) ? EURO_WHOLE.format(amount) : EURO_CENTS.format(amount);
}

/** 3000 EUR cents → "30 €", 299 → "2,99 €": whole amounts without decimals, as a price tag reads. */
export function formatPrice(cents: number, currency: string): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat('it-IT', {
    style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}
