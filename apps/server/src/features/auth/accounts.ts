// Everything about who the user is, assembled once per app: e-mail, better-auth, the session
// guard, plans, monthly credits and profiles. Other features take what they need from here
// (analyze: `requireUser` and `credits.spendAnalysisCredit`; OCR: `credits.spendCameraCredit`).
import type { FastifyPluginAsync } from 'fastify';
import type { Env } from '../../config/env';
import { checkDb } from '../../db/create-db';
import type { Db } from '../../db/create-db';
import { createEmailSender } from '../../integrations/email/create-email-sender';
import type { EmailIntegration } from '../../integrations/email/create-email-sender';
import { outboxRoutes, outboxUrl } from '../../integrations/email/outbox.routes';
import { createCreditsService } from '../limits/credits.service';
import type { CreditsOptions } from '../limits/credits.service';
import type { CreditsService } from '../limits/credits.service';
import { limitsRoutes } from '../limits/limits.routes';
import { createPlans } from '../plans/plans';
import type { Plans } from '../plans/plans';
import { plansRoutes } from '../plans/plans.routes';
import { userRoutes } from '../user/user.routes';
import { createUserService } from '../user/user.service';
import type { UserService } from '../user/user.service';
import { createAuth } from './auth';
import type { Auth } from './auth';
import { authRoutes } from './auth.routes';
import { resolveAuthSecret } from './auth-secret';
import { createRequireUser } from './session';
import type { RequireUser, SessionUser } from './session';
import { createSessionCache } from './session-cache';

export type Accounts = {
  auth: Auth;
  /** The secret better-auth signs with, for features that sign their own short-lived tokens. */
  secret: string;
  email: EmailIntegration;
  plans: Plans;
  credits: CreditsService;
  users: UserService;
  requireUser: RequireUser;
  /** False while the database does not answer (its failures then become 503, decision 043). */
  databaseAnswers: () => Promise<boolean>;
  /** Forgets every remembered session: an account or a session changed (session-cache.ts). */
  forgetSessions: () => void;
};

export function createAccounts({ env, db, onCreditSpent }: { env: Env; db: Db; onCreditSpent?: CreditsOptions['onSpent'] }): Accounts {
  const email = createEmailSender(env);
  const secret = resolveAuthSecret(env);
  const auth = createAuth({ env, db, email: email.sender, secret });
  const plans = createPlans(env);
  const credits = createCreditsService({ db, plans, onSpent: onCreditSpent });
  const sessions = createSessionCache<SessionUser>(env.SESSION_CACHE_MS);
  return {
    auth,
    secret,
    email,
    plans,
    credits,
    users: createUserService({ db, credits, lifetimeSeats: plans.lifetime.seats ?? 0 }),
    requireUser: createRequireUser(auth, sessions),
    databaseAnswers: () => checkDb(db),
    forgetSessions: sessions.forgetAll,
  };
}

/** The routes of accounts: /api/auth/*, user/*, limit/, /ocr/update-limit, /api/plans, the dev outbox. */
type RoutesOptions = {
  env: Env;
  accounts: Accounts;
  beforeDelete?: (userId: string) => Promise<void>;
  onCameraSpent?: (userId: string) => Promise<void>;
};

export const accountsRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { env, accounts, beforeDelete, onCameraSpent }) => {
  const { auth, email, plans, credits, users, requireUser, databaseAnswers, forgetSessions } = accounts;
  await app.register(authRoutes, { auth, env, databaseAnswers, onAccountsChanged: forgetSessions });
  await app.register(userRoutes, { users, requireUser, email: email.sender, onDeleted: forgetSessions, ...(beforeDelete ? { beforeDelete } : {}) });
  await app.register(limitsRoutes, { credits, requireUser, ...(onCameraSpent ? { onCameraSpent } : {}) });
  await app.register(plansRoutes, { plans });
  // The outbox page exists only while the messages go to the outbox, never beside a real SMTP server.
  if (email.kind === 'outbox') {
    await app.register(outboxRoutes, { dir: env.OUTBOX_DIR, token: env.OUTBOX_TOKEN });
    app.addHook('onReady', async () => {
      app.log.info(`Nessun SMTP_URL: le email restano nella posta in uscita, ${outboxUrl(env.PUBLIC_URL, env.OUTBOX_TOKEN)} (solo da questo computer)`);
    });
  }
  app.addHook('onClose', async () => email.close());
};
