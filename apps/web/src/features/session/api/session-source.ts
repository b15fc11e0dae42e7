import { readStored, writeStored } from '../../../lib/storage';
import { isUserType, type Session, type UserType } from '../../../lib/user-type';

// Until accounts exist, who the user is comes from a development switch kept in localStorage.
// This module is the only source of the session: the auth work replaces it without touching callers.

export const DEV_USER_TYPE_KEY = 'versio.devUserType';
export const DEV_USER_NAME_KEY = 'versio.devUserName';
export const DEV_TOOLS_KEY = 'versio.devTools';
const DEFAULT_NAME = 'Studente';
const CHANGE_EVENT = 'versio:session-change';

let cached: Session = { userType: 'anonymous', name: DEFAULT_NAME };

/** The current session; the same object while nothing changed (useSyncExternalStore needs that). */
export function readSession(): Session {
  const stored = readStored(DEV_USER_TYPE_KEY);
  const userType: UserType = isUserType(stored) ? stored : 'anonymous';
  const name = readStored(DEV_USER_NAME_KEY)?.trim() || DEFAULT_NAME;
  if (cached.userType !== userType || cached.name !== name) cached = { userType, name };
  return cached;
}

export function subscribeToSession(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

export function setDevUserType(userType: UserType): void {
  writeStored(DEV_USER_TYPE_KEY, userType === 'anonymous' ? null : userType);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function areDevToolsEnabled(): boolean {
  return import.meta.env.DEV || readStored(DEV_TOOLS_KEY) === '1';
}
