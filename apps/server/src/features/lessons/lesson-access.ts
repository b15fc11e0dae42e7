// Who may watch what (spec §6): premium lessons are for plus users (the plans with premium features:
// premium and lifetime) and for administrators, who also see unpublished lessons.
import type { Db } from '../../db/create-db';
import { isAdmin } from '../auth/admin';
import type { SessionUser } from '../auth/session';
import type { Plans } from '../plans/plans';

export type LessonAccess = {
  isAdmin(user: SessionUser | null): boolean;
  canWatchPremium(user: SessionUser): Promise<boolean>;
};

export function createLessonAccess({ db, plans, adminEmails }: { db: Db; plans: Plans; adminEmails: readonly string[] }): LessonAccess {
  return {
    isAdmin: (user) => user !== null && isAdmin(user, adminEmails),
    async canWatchPremium(user) {
      if (isAdmin(user, adminEmails)) return true;
      const profile = await db.selectFrom('user_profiles').select('type').where('user_id', '=', user.id).executeTakeFirst();
      return profile !== undefined && plans[profile.type].premiumFeatures;
    },
  };
}
