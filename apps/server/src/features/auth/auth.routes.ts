// better-auth's endpoints under /api/auth/*, bridged from Fastify to its fetch handler. Errors
// come back as Versio's `{ error: { code, message } }` with the spec's Italian messages; the
// sign-in, sign-up and reset routes have their own stricter rate limit.
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../../config/env';
import { AppError } from '../../errors';
import { DATABASE_RETRY_SECONDS, databaseUnavailable } from '../../http/error-handler';
import { MESSAGES } from '../../messages';
import { ownOrigin } from '../../http/origins';
import { createAuthRateLimitConfig } from '../../integrations/rate-limit/rate-limit';
import { AUTH_BASE_PATH } from './auth';
import type { Auth } from './auth';
import { describeAuthError } from './auth-errors';
import { checkAuthBody } from './auth-input';
import { trackEmails } from './email-outcome';

/** Where an identity provider posts or redirects back: another site by design, exempt from the origin check. */
export function isAuthCallback(path: string): boolean {
  return path.startsWith(`${AUTH_BASE_PATH}/callback/`) || path.startsWith(`${AUTH_BASE_PATH}/oauth2/callback/`);
}

/** The routes people could hammer to guess passwords or flood mailboxes. */
export const STRICT_AUTH_PATHS = [
  '/sign-in/email',
  '/sign-up/email',
  '/sign-in/social',
  '/request-password-reset',
  '/reset-password',
  '/send-verification-email',
];

/** better-auth's endpoint that only reads the session; every other one may change accounts or sessions. */
const GET_SESSION_PATH = `${AUTH_BASE_PATH}/get-session`;

type Options = { auth: Auth; env: Env; databaseAnswers?: () => Promise<boolean>; onAccountsChanged?: () => void };

export const authRoutes: FastifyPluginAsync<Options> = async (app, { auth, env, databaseAnswers, onAccountsChanged }) => {
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    // Before and after: a request that looks its user up meanwhile must not keep the old answer.
    const changes = request.url.split('?')[0] !== GET_SESSION_PATH;
    if (changes) onAccountsChanged?.();
    try {
      return await forwardToAuth(auth, request, reply, databaseAnswers);
    } finally {
      if (changes) onAccountsChanged?.();
    }
  };
  const strict = createAuthRateLimitConfig(env);
  for (const path of STRICT_AUTH_PATHS) {
    app.route({ method: 'POST', url: `${AUTH_BASE_PATH}${path}`, config: strict, schema: { hide: true }, handler: handle });
  }
  app.route({ method: ['GET', 'POST'], url: `${AUTH_BASE_PATH}/*`, schema: { hide: true }, handler: handle });
  registerFormBodies(app);
};

async function forwardToAuth(
  auth: Auth, request: FastifyRequest, reply: FastifyReply, databaseAnswers?: () => Promise<boolean>,
): Promise<FastifyReply> {
  // The address the request was sent to: better-auth trusts it as the page's own origin (auth.ts).
  const url = new URL(request.url, ownOrigin(request));
  const fetchRequest = toFetchRequest(request, url, checkAuthBody(url, request.body));
  const { result: response, emailFailed } = await trackEmails(() => auth.handler(fetchRequest));
  reply.code(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  // An e-mail that could not be sent: the resend is refused clearly (503, decision 043); the
  // sign-up's account exists all the same and its answer says the e-mail is still to come. A password
  // reset keeps its one answer whether or not the address has an account (decision 026).
  if (emailFailed && response.status >= 500) throw new AppError('email_not_sent', 503, MESSAGES.emailNotSent, DATABASE_RETRY_SECONDS);
  if (emailFailed && response.status < 300 && url.pathname === `${AUTH_BASE_PATH}/sign-up/email`) {
    return reply.type('application/json; charset=utf-8').send({ ...JSON.parse(text) as object, emailSent: false, notice: MESSAGES.signUpEmailNotSent });
  }
  // better-auth answers its own 500 when a query fails: while the database does not answer, that is a 503 (decision 043).
  if (response.status >= 500 && databaseAnswers && !await databaseAnswers()) {
    reply.removeHeader('set-cookie');
    throw databaseUnavailable();
  }
  if (response.status >= 400 && !isRedirect(response.status)) {
    const error = readError(text);
    const answer = describeAuthError(error.code, response.status, error.message);
    // Bad input is refused before it reaches better-auth, so a 5xx left is a fault of the server.
    if (response.status >= 500) request.log.error({ status: response.status, code: error.code, detail: error.message }, 'errore di better-auth');
    else request.log.info({ status: response.status, code: answer.code }, 'accesso rifiutato');
    return reply.type('application/json; charset=utf-8').send({ error: answer });
  }
  return reply.send(text.length > 0 ? text : null);
}

const BODY_HEADERS = new Set(['content-length', 'transfer-encoding', 'content-encoding', 'connection']);

function toFetchRequest(request: FastifyRequest, url: URL, body: unknown): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    // The body is sent again as JSON, so the original length and encoding no longer describe it.
    if (value === undefined || BODY_HEADERS.has(key)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
}

function readError(text: string): { code?: string; message?: string } {
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    return {
      ...(typeof body.code === 'string' ? { code: body.code } : {}),
      ...(typeof body.message === 'string' ? { message: body.message } : {}),
    };
  } catch {
    return {};
  }
}

function isRedirect(status: number): boolean {
  return status >= 300 && status < 400;
}

// An OpenID provider may answer with an HTML form that posts to the callback (response_mode
// form_post); Fastify parses only JSON by itself.
function registerFormBodies(app: FastifyInstance): void {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
