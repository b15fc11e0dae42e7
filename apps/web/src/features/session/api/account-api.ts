// Calls about the signed-in student: the better-auth session and Versio's user/* and limit/ routes.
import { ApiError, getJson, postJson } from '../../../lib/api-client';
import type { AuthUser, LimitResponse, RegistrationPayload, UserData } from './account-types';

type SessionAnswer = { user: AuthUser; session: { id: string } } | null;

/** The signed-in account, or null for an anonymous visitor. */
export async function fetchAuthUser(signal?: AbortSignal): Promise<AuthUser | null> {
  const answer = await getJson<SessionAnswer>('/api/auth/get-session', signal);
  if (!answer?.user) return null;
  const { id, email, name, emailVerified } = answer.user;
  return { id, email, name, emailVerified };
}

/** GET user/data; null when the account has no profile yet (404, spec §4 "Auth state change"). */
export async function fetchUserData(signal?: AbortSignal): Promise<UserData | null> {
  try {
    return await getJson<UserData>('/user/data', signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function registerUser(payload: RegistrationPayload): Promise<UserData> {
  return postJson<UserData>('/user/data', payload);
}

export function postCompleteSignup(userUid: string): Promise<{ status: 'registered' | 'needs_registration' }> {
  return postJson('/user/complete-signup', { user_uid: userUid });
}

export function acceptTerms(): Promise<{ termsAccepted: true }> {
  return postJson('/user/terms-accepted', {});
}

export function deleteAccount(uid: string): Promise<{ deleted: true }> {
  return postJson('/user/delete', { uid });
}

export function refreshLimits(lang: 'lat' | 'grc' = 'lat'): Promise<LimitResponse | null> {
  return postJson<LimitResponse | null>('/limit/', { lang });
}

export async function signOut(): Promise<void> {
  await postJson('/api/auth/sign-out', {});
}
