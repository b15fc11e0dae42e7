import { useSyncExternalStore } from 'react';
import type { Session } from '../../../lib/user-type';
import { readSession, subscribeToSession } from '../api/session-source';

/** Who is using Versio right now: the user type and the name shown in 'Ave {name}'. */
export function useUserType(): Session {
  return useSyncExternalStore(subscribeToSession, readSession, readSession);
}
