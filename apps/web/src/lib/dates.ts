// Dates as the profile shows them, in Italian.
const LONG_DATE = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' });

/** The spec's timestamp shape ({ _seconds, _nanoseconds }) as a Date. */
export function fromTimestamp(timestamp: { _seconds: number; _nanoseconds: number }): Date {
  return new Date(timestamp._seconds * 1000 + Math.floor(timestamp._nanoseconds / 1_000_000));
}

/** One calendar month later, the last day of a shorter month standing in (31 Jan → 28/29 Feb), as the server counts. */
export function addOneMonth(date: Date): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()));
}

/** 15 February 2026 → "15 febbraio 2026". */
export function formatLongDate(date: Date): string {
  return LONG_DATE.format(date);
}
