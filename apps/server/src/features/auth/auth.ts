// better-auth, configured for Versio: e-mail and password (6 characters at least), verification
// and reset e-mails in Italian, Google through OpenID Connect when its client is configured,
// sessions as cookies (web app) or bearer tokens (API clients), on Versio's own database and
// tables (migration 0002). better-auth's own rate limiter is off: @fastify/rate-limit guards
// every route the same way (integrations/rate-limit).
import { betterAuth } from 'better-auth';
import { bearer, genericOAuth } from 'better-auth/plugins';
import type { Env } from '../../config/env';
import { getDialectName } from '../../db/create-db';
import type { Db } from '../../db/create-db';
import type { EmailSender } from '../../integrations/email/email';
import { createPasswordResetEmail, createVerificationEmail } from '../../integrations/email/templates';
import { createOriginPolicy } from '../../http/origins';
import { resolveAuthSecret } from './auth-secret';
import { sendNoting } from './email-outcome';

export const AUTH_BASE_PATH = '/api/auth';
export const MIN_PASSWORD_LENGTH = 6;
/** better-auth's default, named: longer passwords get 'Password troppo lunga.'. */
export const MAX_PASSWORD_LENGTH = 128;
/** Where the verification link lands when the sign-up named no page. */
export const DEFAULT_VERIFIED_PAGE = '/profilo';

export type AuthDeps = { env: Env; db: Db; email: EmailSender; secret?: string };

export function createAuth({ env, db, email, secret = resolveAuthSecret(env) }: AuthDeps) {
  const google = env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
    ? [genericOAuth({
      config: [{
        providerId: 'google',
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET,
        discoveryUrl: env.GOOGLE_DISCOVERY_URL,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
      }],
    })]
    : [];

  const { configured } = createOriginPolicy(env);
  return betterAuth({
    appName: 'Versio',
    baseURL: env.PUBLIC_URL,
    basePath: AUTH_BASE_PATH,
    secret,
    database: { db, type: getDialectName(db) },
    // The bridge (auth.routes.ts) builds each request's URL on the address it was sent to, so a
    // page served at http://127.0.0.1 or a LAN address is trusted as the same origin it is.
    trustedOrigins: (request) => (request ? [...configured, new URL(request.url).origin] : [...configured]),
    user: { modelName: 'auth_user' },
    session: { modelName: 'auth_session' },
    account: { modelName: 'auth_account', accountLinking: { enabled: true, trustedProviders: ['google'] } },
    verification: { modelName: 'auth_verification' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // The spec lets unverified students in; only checkout asks for a verified address.
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      // The link opens the web app's login page, which asks for the new password
      // and sends it with the token to POST /api/auth/reset-password.
      sendResetPassword: async ({ user, token }) => {
        await sendNoting(() => email.send(createPasswordResetEmail(user.email, user.name, `${env.WEB_URL}/login?reset=${encodeURIComponent(token)}`)));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await sendNoting(() => email.send(createVerificationEmail(user.email, user.name, toWebLink(url, env.WEB_URL))));
      },
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: { cookiePrefix: 'versio' },
    logger: { disabled: env.NODE_ENV === 'test' },
    plugins: [bearer(), ...google],
  });
}

export type Auth = ReturnType<typeof createAuth>;

// better-auth builds the link on PUBLIC_URL; it is sent through the web app's address (which
// serves or proxies /api) so that the redirect after verifying lands on the web app's page.
function toWebLink(url: string, webUrl: string): string {
  const link = new URL(url);
  const web = new URL(webUrl);
  link.protocol = web.protocol;
  link.host = web.host;
  // better-auth writes "/" when the sign-up named no page; the profile is where "Verificata" shows.
  if ((link.searchParams.get('callbackURL') ?? '/') === '/') link.searchParams.set('callbackURL', DEFAULT_VERIFIED_PAGE);
  return link.toString();
}
