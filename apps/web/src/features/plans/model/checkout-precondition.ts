// Spec §5 "Checkout preconditions", checked before anything is sent (the server checks them again):
// signed in, e-mail verified, not already premium or lifetime.
import { ApiError } from '../../../lib/api-client';
import { CHECKOUT_MESSAGES } from '../../../lib/messages';
import type { AuthState } from '../../session';

/** What the page does instead of a checkout: a message, and maybe a page to go to. */
export type Refusal = { message: string; goTo: string | null };

/** null when the student may start a checkout; undefined while the session loads. */
export function checkCheckout(auth: AuthState): Refusal | null | undefined {
  if (auth.status === 'loading') return undefined;
  if (auth.status !== 'signed-in') return { message: CHECKOUT_MESSAGES.loginRequired, goTo: '/login' };
  if (!auth.userData) return { message: CHECKOUT_MESSAGES.loginRequired, goTo: '/complete-signup' };
  if (!auth.user.emailVerified) return { message: CHECKOUT_MESSAGES.emailNotVerified, goTo: null };
  if (auth.userData.type !== 'normal') return { message: CHECKOUT_MESSAGES.alreadyMember, goTo: null };
  return null;
}

/** The server refused the checkout: the same words as the checks above. */
export function describeCheckoutError(error: unknown): Refusal {
  if (error instanceof ApiError && error.status === 401) return { message: CHECKOUT_MESSAGES.loginRequired, goTo: '/login' };
  if (error instanceof ApiError && error.code === 'email_not_verified') return { message: CHECKOUT_MESSAGES.emailNotVerified, goTo: null };
  if (error instanceof ApiError && error.code === 'already_member') return { message: CHECKOUT_MESSAGES.alreadyMember, goTo: null };
  return { message: CHECKOUT_MESSAGES.unavailable, goTo: null };
}
