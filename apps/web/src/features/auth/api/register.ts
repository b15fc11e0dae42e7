// The signup submit of spec §4: create the account (the server sends the verification e-mail),
// post the registration data, clear local storage, read the session again.
import { describeAuthError } from '../../../lib/error-messages';
import { AUTH_MESSAGES } from '../../../lib/messages';
import { clearStorage } from '../../../lib/storage';
import { registerUser, reloadSession, type AuthUser, type School } from '../../session';
import { signUpWithEmail } from './auth-api';

export type Registration = { nome: string; scuola: School; anno: number };

/**
 * Signs up and registers. `created` is the account made by an earlier attempt whose registration
 * failed: a retry registers it instead of asking for a second account with the same e-mail.
 */
export async function signUpAndRegister(
  profile: Registration,
  account: { email: string; password: string },
  created: AuthUser | null,
): Promise<{ user: AuthUser | null; error: string | null; notice: string | null }> {
  let user = created;
  let notice: string | null = null;
  if (!user) {
    try {
      ({ user, notice } = await signUpWithEmail({ name: profile.nome, email: account.email, password: account.password }));
    } catch (error) {
      return { user: null, error: describeAuthError(error, 'signup'), notice: null };
    }
  }
  const error = await registerProfile(user, profile);
  return { user, error, notice };
}

/** POST user/data for the signed-in account; returns the message to show, or null. */
export async function registerProfile(user: AuthUser, profile: Registration): Promise<string | null> {
  try {
    await registerUser({ user_uid: user.id, nome: profile.nome, scuola: profile.scuola, anno: profile.anno, phoneNumber: '' });
  } catch {
    return AUTH_MESSAGES.registrationFailed;
  }
  clearStorage();
  await reloadSession();
  return null;
}
