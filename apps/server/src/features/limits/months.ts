// Calendar-month arithmetic in UTC: 15 January + 1 month = 15 February; a day the next month
// lacks is clamped to its last day (31 January + 1 month = 28 or 29 February).

export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(
    year, month, Math.min(date.getUTCDate(), lastDay),
    date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds(),
  ));
}

/** The spec's timestamp shape (lastUpdate, history items): whole seconds and the rest in nanoseconds. */
export type Timestamp = { _seconds: number; _nanoseconds: number };

export function toTimestamp(date: Date): Timestamp {
  const ms = date.getTime();
  const seconds = Math.floor(ms / 1000);
  return { _seconds: seconds, _nanoseconds: (ms - seconds * 1000) * 1_000_000 };
}
