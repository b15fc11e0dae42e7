import { useSyncExternalStore } from 'react';
import type { Session } from '../../../lib/user-type';
import { readAuthState, readSession, subscribeToSession, type AuthState } from '../api/session-source';

/** Who is using Versio right now: the user type and the name shown in 'Ave {name}'. */
export function useUserType(): Session {
  return useSyncExternalStore(subscribeToSession, readSession, readSession);
}

/** The whole auth state: loading, anonymous, signed in (with userData, null when unregistered) or error. */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeToSession, readAuthState, readAuthState);
}
