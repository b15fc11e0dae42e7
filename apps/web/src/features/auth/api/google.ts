// Google sign-in (spec §4 "Google path"). The server's OpenID Connect client sends the browser to
// Google and back to /?accesso=google; the step-1 answers of a signup in progress wait in session
// storage so that the return can register the student ('registration_complete').
import { useSiteInfo } from '../../../lib/site-info';
import type { School } from '../../session';
import { startGoogleSignIn } from './auth-api';

export const GOOGLE_RETURN_PATH = '/?accesso=google';
const PENDING_KEY = 'versio.pendingRegistration';

export type PendingRegistration = { nome: string; scuola: School; anno: number };

/** Whether the server has a Google client configured (GET /api/site, field googleSignIn). */
export function useGoogleEnabled(): boolean {
  // The same query as the footer's, so the page asks /api/site once.
  return useSiteInfo().googleSignIn;
}

export async function goToGoogle(pending: PendingRegistration | null): Promise<void> {
  if (pending) writePending(pending);
  const url = await startGoogleSignIn(GOOGLE_RETURN_PATH);
  window.location.assign(url);
}

export function takePendingRegistration(): PendingRegistration | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_KEY);
    window.sessionStorage.removeItem(PENDING_KEY);
    return raw ? (JSON.parse(raw) as PendingRegistration) : null;
  } catch {
    return null;
  }
}

function writePending(pending: PendingRegistration): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  } catch {
    // Without storage the return asks for the profile on /complete-signup instead.
  }
}
