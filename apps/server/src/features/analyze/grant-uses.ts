// How many calls each analysis grant has made, counted in the database so that every instance behind
// a load balancer sees the same count. One atomic upsert per call: it adds one use while the grant is
// under its bound and otherwise changes nothing, so concurrent calls can never go past the bound.
import type { Db } from '../../db/create-db';
import { prepareQuery } from '../../db/prepared';

/** Deletes the rows of expired grants about once every CLEANUP_EVERY calls, so the table stays small. */
export const CLEANUP_EVERY = 200;

export type GrantUses = {
  /** Counts one more call of the grant `nonce`; false, counting nothing, once it has made `max`. */
  spend(nonce: string, max: number, expiresAt: number): Promise<boolean>;
};

export function createGrantUses(db: Db, now: () => number = Date.now): GrantUses {
  let callsSinceCleanup = 0;
  // Every analysis call runs it: compiled once (db/prepared.ts).
  const count = prepareQuery(db, ['nonce', 'max', 'expiresAt'], (v: { nonce: string; max: number; expiresAt: number }) => db
    .insertInto('analysis_grant_uses')
    .values({ nonce: v.nonce, uses: 1, expires_at: v.expiresAt })
    .onConflict((conflict) => conflict
      .column('nonce')
      .doUpdateSet((eb) => ({ uses: eb('analysis_grant_uses.uses', '+', 1) }))
      .where('analysis_grant_uses.uses', '<', v.max))
    .returning('uses'));

  return {
    async spend(nonce, max, expiresAt) {
      if (max < 1) return false;
      const row = (await count({ nonce, max, expiresAt })).rows[0];
      callsSinceCleanup += 1;
      if (callsSinceCleanup >= CLEANUP_EVERY) {
        callsSinceCleanup = 0;
        await db.deleteFrom('analysis_grant_uses').where('expires_at', '<=', now()).execute();
      }
      return row !== undefined;
    },
  };
}
