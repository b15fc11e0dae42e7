// What /api/auth/* passes on to better-auth, checked first. better-auth's own schemas leave gaps
// that reach the database or crash: update-user takes any value for any field (an object as the
// name made the insert throw: 500), sign-up takes a name of any length, a password of spaces is
// long enough for it, and a body nested thousands deep overflowed the stack when sent on as JSON.
import { z } from 'zod';
import { AppError } from '../../errors';
import { findIssueCode, withErrorCode } from '../../http/issue-code';
import { hasOnlySafeText } from '../../http/safe-text';
import { MESSAGES } from '../../messages';
import { nameSchema } from '../user/user.schema';
import { AUTH_BASE_PATH } from './auth';

/** Deeper than any body better-auth takes: sign-in/social's idToken.user.name is four levels down. */
export const MAX_AUTH_BODY_DEPTH = 8;
/** A profile picture's address (Versio shows none; better-auth stores it). */
export const MAX_IMAGE_URL_LENGTH = 2048;

/** Spec §5: at least six characters, which better-auth counts; six spaces are no password. */
const newPasswordSchema = z.string().refine((password) => password.trim() !== '', withErrorCode('weak_password', MESSAGES.weakPassword));
const imageSchema = z.string().max(MAX_IMAGE_URL_LENGTH);

// Other fields go through untouched: better-auth validates them (e-mail, token, callback URLs).
const BODY_SCHEMAS: Record<string, z.ZodType> = {
  '/sign-up/email': z.object({ name: nameSchema, password: newPasswordSchema, image: imageSchema.optional() }).loose(),
  '/update-user': z.object({ name: nameSchema.optional(), image: imageSchema.nullable().optional() }).loose(),
  '/reset-password': z.object({ newPassword: newPasswordSchema }).loose(),
  '/change-password': z.object({ newPassword: newPasswordSchema }).loose(),
};

/** The body to forward to better-auth's endpoint at `url`, or an AppError (400) saying what is wrong. */
export function checkAuthBody(url: URL, body: unknown): unknown {
  if (body === undefined || body === null) return body;
  if (!isWithinDepth(body, MAX_AUTH_BODY_DEPTH)) throw new AppError('invalid_input', 400, MESSAGES.invalidInput);
  if (!hasOnlySafeText(body)) throw new AppError('invalid_text', 400, MESSAGES.invalidText);
  const schema = BODY_SCHEMAS[toEndpoint(url)];
  if (!schema) return body;
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const named = findIssueCode(result.error.issues);
  throw new AppError(named?.code ?? 'invalid_input', 400, named?.message ?? MESSAGES.invalidInput);
}

// better-auth's router drops one trailing slash before matching, so '/update-user/' is '/update-user'.
function toEndpoint(url: URL): string {
  return url.pathname.slice(AUTH_BASE_PATH.length).replace(/\/$/, '');
}

/** False as soon as arrays or objects nest deeper than `max` (walked without recursion). */
function isWithinDepth(value: unknown, max: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const item = pending.pop()!;
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= max) return false;
    for (const child of Object.values(item.value)) pending.push({ value: child, depth: item.depth + 1 });
  }
  return true;
}
