// Monthly credits: per-language analyses and camera uses. Counts are reset to the plan's
// allowance a calendar month after the last reset, and spent with one conditional UPDATE each
// ("… - 1 WHERE count > 0"), so concurrent requests can never spend the same credit or go below
// zero, on SQLite and PostgreSQL alike. Premium and lifetime camera use is unlimited.
import type { Db } from '../../db/create-db';
import type { Lang, UserType } from '../../db/database';
import { AppError } from '../../errors';
import { MESSAGES } from '../../messages';
import { getMonthlyAllowance } from '../plans/plans';
import type { Plans } from '../plans/plans';
import { addMonths } from './months';

export type Credits = { type: UserType; latinoCount: number; grecoCount: number; cameraCount: number; lastUpdate: Date };

export type CreditsService = ReturnType<typeof createCreditsService>;

const COUNT_COLUMN = { lat: 'latino_count', grc: 'greco_count' } as const;

export type CreditsOptions = {
  db: Db;
  plans: Plans;
  now?: () => Date;
  /** Told of every credit actually spent (the metrics' count). */
  onSpent?: (kind: Lang | 'camera') => void;
};

export function createCreditsService({ db, plans, now = () => new Date(), onSpent }: CreditsOptions) {
  async function readRow(userId: string) {
    return db.selectFrom('user_credits')
      .innerJoin('user_profiles', 'user_profiles.user_id', 'user_credits.user_id')
      .select(['latino_count', 'greco_count', 'camera_count', 'last_update', 'type'])
      .where('user_credits.user_id', '=', userId)
      .executeTakeFirst();
  }

  /** The user's credits after any reset that is due; null when the user is not registered. */
  async function refreshCredits(userId: string): Promise<Credits | null> {
    const row = await readRow(userId);
    if (!row) return null;
    const current = now();
    if (current < addMonths(new Date(row.last_update), 1)) return toCredits(row);
    const allowance = getMonthlyAllowance(plans[row.type]);
    // Conditional on the old last_update: of two requests racing to reset, only one does.
    await db.updateTable('user_credits')
      .set({ latino_count: allowance.latino, greco_count: allowance.greco, camera_count: allowance.camera, last_update: current.toISOString() })
      .where('user_id', '=', userId)
      .where('last_update', '=', row.last_update)
      .execute();
    const after = await readRow(userId);
    return after ? toCredits(after) : null;
  }

  /** Spends one analysis in `lang`; returns what is left, or throws 403 limit_reached. */
  /** Throws 403 limit_reached (404 for an unregistered user) when no analysis in `lang` is left; spends nothing. */
  async function checkAnalysisCredit(userId: string, lang: Lang): Promise<void> {
    const credits = await requireRegistered(userId);
    if ((lang === 'lat' ? credits.latinoCount : credits.grecoCount) <= 0) throw limitReached(lang);
  }

  async function spendAnalysisCredit(userId: string, lang: Lang): Promise<number> {
    await requireRegistered(userId);
    const column = COUNT_COLUMN[lang];
    const spent = await db.updateTable('user_credits')
      .set((eb) => ({ [column]: eb(column, '-', 1) }))
      .where('user_id', '=', userId)
      .where(column, '>', 0)
      .returning(column)
      .executeTakeFirst();
    if (!spent) throw limitReached(lang);
    onSpent?.(lang);
    return spent[column];
  }

  /** Spends one camera use (free plan); unlimited plans spend nothing. Returns cameraCount. */
  async function spendCameraCredit(userId: string): Promise<number> {
    const credits = await requireRegistered(userId);
    if (credits.unlimitedCamera) return credits.cameraCount;
    const spent = await db.updateTable('user_credits')
      .set((eb) => ({ camera_count: eb('camera_count', '-', 1) }))
      .where('user_id', '=', userId)
      .where('camera_count', '>', 0)
      .returning('camera_count')
      .executeTakeFirst();
    if (!spent) throw new AppError('camera_limit_reached', 403, MESSAGES.cameraLimitReached);
    onSpent?.('camera');
    return spent.camera_count;
  }

  async function requireRegistered(userId: string): Promise<Credits & { unlimitedCamera: boolean }> {
    const credits = await refreshCredits(userId);
    if (!credits) throw new AppError('not_registered', 404, MESSAGES.notRegistered);
    return { ...credits, unlimitedCamera: plans[credits.type].monthlyCamera === null };
  }

  /** The first month's credits of a newly registered user, inside the registration's transaction. */
  function createInitialCredits(userId: string, type: UserType) {
    const allowance = getMonthlyAllowance(plans[type]);
    return {
      user_id: userId,
      latino_count: allowance.latino,
      greco_count: allowance.greco,
      camera_count: allowance.camera,
      last_update: now().toISOString(),
    };
  }

  return { refreshCredits, checkAnalysisCredit, spendAnalysisCredit, spendCameraCredit, createInitialCredits };
}

function limitReached(lang: Lang): AppError {
  return new AppError('limit_reached', 403, lang === 'lat' ? MESSAGES.latinLimitReached : MESSAGES.greekLimitReached);
}

type CreditsRow = { type: UserType; latino_count: number; greco_count: number; camera_count: number; last_update: string };

function toCredits(row: CreditsRow): Credits {
  return {
    type: row.type,
    latinoCount: Number(row.latino_count),
    grecoCount: Number(row.greco_count),
    cameraCount: Number(row.camera_count),
    lastUpdate: new Date(row.last_update),
  };
}
