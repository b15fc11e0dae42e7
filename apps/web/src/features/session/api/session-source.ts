// The one source of who is using Versio: the better-auth session (cookie) and, when signed in, the
// student's userData (GET user/data; 404 = not registered yet). An external store, so every
// component reads the same state through useSyncExternalStore and a change re-renders them all.
import { clearStorage } from '../../../lib/storage';
import type { Session } from '../../../lib/user-type';
import { fetchAuthUser, fetchUserData, signOut } from './account-api';
import type { AuthUser, UserData } from './account-types';

export type AuthState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  /** userData null: signed in but not registered (the complete-signup page is for them). */
  | { status: 'signed-in'; user: AuthUser; userData: UserData | null }
  /** The session or the user data could not be read (server down): nobody is sent anywhere. */
  | { status: 'error' };

const LOADING: AuthState = { status: 'loading' };
const ANONYMOUS_SESSION: Session = { userType: 'anonymous', name: '' };

let state: AuthState = LOADING;
let session: Session = ANONYMOUS_SESSION;
let pending: Promise<AuthState> | null = null;
const listeners = new Set<() => void>();

export function readAuthState(): AuthState {
  return state;
}

/** The navbar's view of the state; the same object while nothing changed. */
export function readSession(): Session {
  return session;
}

export function subscribeToSession(onChange: () => void): () => void {
  listeners.add(onChange);
  if (state.status === 'loading' && !pending) void reloadSession();
  return () => listeners.delete(onChange);
}

/** Reads the session and user data again (after sign-in, verification, registration…). */
export function reloadSession(): Promise<AuthState> {
  const run = loadState().then((next) => {
    if (pending === run) pending = null;
    setState(next);
    return next;
  });
  pending = run;
  return run;
}

/** Merges fresh fields (credits, terms) into the loaded user data. */
export function updateUserData(change: Partial<UserData>): void {
  if (state.status !== 'signed-in' || !state.userData) return;
  setState({ ...state, userData: { ...state.userData, ...change } });
}

/** Spec §4 "Log out": clears local storage and signs out. */
export async function logOut(): Promise<void> {
  clearStorage();
  try {
    await signOut();
  } finally {
    setState({ status: 'anonymous' });
  }
}

/** Forgets the session without calling the server (after the account was deleted). */
export function forgetSession(): void {
  clearStorage();
  setState({ status: 'anonymous' });
}

/** Back to the state of a fresh page load; tests start from here. */
export function resetSession(): void {
  pending = null;
  state = LOADING;
  session = ANONYMOUS_SESSION;
}

async function loadState(): Promise<AuthState> {
  try {
    const user = await fetchAuthUser();
    if (!user) return { status: 'anonymous' };
    return { status: 'signed-in', user, userData: await fetchUserData() };
  } catch {
    return { status: 'error' };
  }
}

function setState(next: AuthState): void {
  state = next;
  const nextSession = toSession(next);
  if (nextSession.userType !== session.userType || nextSession.name !== session.name) session = nextSession;
  for (const listener of listeners) listener();
}

function toSession(current: AuthState): Session {
  if (current.status !== 'signed-in') return ANONYMOUS_SESSION;
  const name = current.userData?.nome.trim() || current.user.name.trim() || 'Studente';
  // Signed in but not registered yet: the navbar greets them like a free user.
  return { userType: current.userData?.type ?? 'normal', name: firstWord(name) };
}

// 'Ave {name}' greets by the first name, as a full name would not fit the navbar on phones.
function firstWord(name: string): string {
  return name.split(/\s+/)[0] ?? name;
}
