// Administrators (decision 033): the accounts whose e-mail is listed in ADMIN_EMAILS, once the address
// is verified, so that signing up with an administrator's address before they do grants nothing.
import { AppError } from '../../errors';
import { MESSAGES } from '../../messages';
import type { RequireUser, SessionUser } from './session';

export function isAdmin(user: Pick<SessionUser, 'email' | 'emailVerified'>, adminEmails: readonly string[]): boolean {
  return user.emailVerified && adminEmails.includes(user.email.trim().toLowerCase());
}

/** Like requireUser, and 403 for a signed-in user who is not an administrator. */
export function createRequireAdmin(requireUser: RequireUser, adminEmails: readonly string[]): RequireUser {
  return async (request) => {
    const user = await requireUser(request);
    if (!isAdmin(user, adminEmails)) throw new AppError('admin_required', 403, MESSAGES.adminRequired);
    return user;
  };
}
