// A student's profile: registration (POST user/data), the userData the web app reads, terms
// acceptance, and deletion of every row Versio holds about them.
import type { Db } from '../../db/create-db';
import type { CreditsService } from '../limits/credits.service';
import { claimLifetimeSeat } from '../plans/lifetime-seats';
import { addMonths, toTimestamp } from '../limits/months';
import type { SessionUser } from '../auth/session';
import type { Registration, UserData } from './user.schema';

export type UserService = ReturnType<typeof createUserService>;

type UserServiceDeps = {
  db: Db;
  credits: CreditsService;
  /** Lifetime seats there are to give (decision 032); 0 gives none. */
  lifetimeSeats: number;
  now?: () => Date;
};

export function createUserService({ db, credits, lifetimeSeats, now = () => new Date() }: UserServiceDeps) {
  /** userData of spec §3; null when the account has no profile yet (GET user/data answers 404). */
  async function readUserData(user: SessionUser): Promise<UserData | null> {
    const current = await credits.refreshCredits(user.id);
    const profile = await db.selectFrom('user_profiles').selectAll().where('user_id', '=', user.id).executeTakeFirst();
    if (!profile || !current) return null;
    return {
      isRegistered: true,
      uid: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      type: profile.type,
      nome: profile.nome,
      scuola: profile.scuola,
      anno: Number(profile.anno),
      membership: profile.membership,
      termsAccepted: Number(profile.terms_accepted) === 1,
      latinoCount: current.latinoCount,
      grecoCount: current.grecoCount,
      cameraCount: current.cameraCount,
      lastUpdate: toTimestamp(current.lastUpdate),
      nextUpdate: toTimestamp(addMonths(current.lastUpdate, 1)),
    };
  }

  /**
   * Creates the profile and the first month's credits; a second call updates the profile only. A new
   * student takes a lifetime seat while there are any left (decision 032).
   */
  async function registerUser(user: SessionUser, body: Registration): Promise<void> {
    const details = { nome: body.nome, scuola: body.scuola, anno: body.anno, phone_number: body.phoneNumber };
    await db.transaction().execute(async (trx) => {
      const created = await trx.insertInto('user_profiles')
        .values({ user_id: user.id, ...details, type: 'normal', membership: null, terms_accepted: 0, created_at: now().toISOString() })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (!created) {
        await trx.updateTable('user_profiles').set(details).where('user_id', '=', user.id).execute();
        return;
      }
      // Only the registration that created the profile may take a seat: a repeated one never takes two.
      const seat = await claimLifetimeSeat(trx, lifetimeSeats);
      if (seat !== null) {
        await trx.updateTable('user_profiles').set({ type: 'lifetime', membership: 'lifetime' }).where('user_id', '=', user.id).execute();
      }
      await trx.insertInto('user_credits')
        .values(credits.createInitialCredits(user.id, seat !== null ? 'lifetime' : 'normal'))
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
    });
  }

  /** Records the terms acceptance; false when the user has no profile. */
  async function acceptTerms(userId: string): Promise<boolean> {
    const result = await db.updateTable('user_profiles').set({ terms_accepted: 1 }).where('user_id', '=', userId).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async function isRegistered(userId: string): Promise<boolean> {
    return (await db.selectFrom('user_profiles').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
  }

  /** Removes every row about the user: versions, credits, profile, tokens, sessions, accounts, the user. */
  async function deleteUser(userId: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('saved_versions').where('user_id', '=', userId).execute();
      await trx.deleteFrom('user_credits').where('user_id', '=', userId).execute();
      await trx.deleteFrom('user_profiles').where('user_id', '=', userId).execute();
      // better-auth keeps the user id as the value of password-reset tokens.
      await trx.deleteFrom('auth_verification').where('value', '=', userId).execute();
      await trx.deleteFrom('auth_session').where('userId', '=', userId).execute();
      await trx.deleteFrom('auth_account').where('userId', '=', userId).execute();
      await trx.deleteFrom('auth_user').where('id', '=', userId).execute();
    });
  }

  return { readUserData, registerUser, acceptTerms, isRegistered, deleteUser };
}
