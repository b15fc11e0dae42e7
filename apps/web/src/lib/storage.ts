// localStorage can throw (private mode, disabled storage): the app must keep working without it.

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply does not survive a reload.
  }
}

/** Spec §4: logging out (and signing up) clears local storage. */
export function clearStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
