// Lifetime seats (decision 032): the first LIFETIME_SEATS students to register hold the lifetime plan.
// A seat is taken by one conditional UPDATE of a one-row counter, so on SQLite (one writer) and on
// PostgreSQL (the row lock makes racing updates wait and re-check `taken < seats`) no race can ever
// give one seat more than configured. Seats are never given back: "the first 1000" stays true.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** Takes a seat if one is left (inside the caller's transaction); returns the seat's number or null. */
export async function claimLifetimeSeat(db: Kysely<Database>, seats: number): Promise<number | null> {
  if (seats <= 0) return null;
  const claimed = await db.updateTable('lifetime_seats')
    .set((eb) => ({ taken: eb('taken', '+', 1) }))
    .where('id', '=', 1)
    .where('taken', '<', seats)
    .returning('taken')
    .executeTakeFirst();
  return claimed ? Number(claimed.taken) : null;
}

/** How many seats were ever given. */
export async function countLifetimeSeats(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('lifetime_seats').select('taken').where('id', '=', 1).executeTakeFirst();
  return Number(row?.taken ?? 0);
}
