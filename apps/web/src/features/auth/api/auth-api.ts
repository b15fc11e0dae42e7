// better-auth's endpoints under /api/auth, called with plain fetch: the library's own client would
// add tens of kilobytes to every page for the handful of calls Versio makes.
import { postJson } from '../../../lib/api-client';
import type { AuthUser } from '../../session';

/** `notice`: the server kept the account but could not send the verification e-mail (it says so in Italian). */
type SignUpAnswer = { user: AuthUser; token: string | null; emailSent?: boolean; notice?: string };

/** Creates the account and signs in; the server sends the verification e-mail. */
export async function signUpWithEmail(input: { name: string; email: string; password: string }): Promise<{ user: AuthUser; notice: string | null }> {
  const answer = await postJson<SignUpAnswer>('/api/auth/sign-up/email', { ...input, callbackURL: '/profilo' });
  return { user: answer.user, notice: answer.emailSent === false && answer.notice ? answer.notice : null };
}

export async function signInWithEmail(input: { email: string; password: string }): Promise<AuthUser> {
  const answer = await postJson<{ user: AuthUser }>('/api/auth/sign-in/email', input);
  return answer.user;
}

export async function sendVerificationEmail(email: string): Promise<void> {
  await postJson('/api/auth/send-verification-email', { email, callbackURL: '/profilo' });
}

/** Sends the reset e-mail; its link opens /login?reset=<token>. */
export async function requestPasswordReset(email: string): Promise<void> {
  await postJson('/api/auth/request-password-reset', { email, redirectTo: '/login' });
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await postJson('/api/auth/reset-password', { token, newPassword });
}

/** Where the browser must go to sign in with Google (the server's OpenID Connect client). */
export async function startGoogleSignIn(returnTo: string): Promise<string> {
  const answer = await postJson<{ url?: string }>('/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL: returnTo,
    errorCallbackURL: '/login?errore=google',
    disableRedirect: true,
  });
  if (!answer.url) throw new Error('Nessun indirizzo di accesso Google');
  return answer.url;
}
