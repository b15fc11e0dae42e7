// A one-time notice for the next page (e.g. "your account was deleted"), kept in sessionStorage: the
// page that sets it may be unmounted by a guard before a router state could carry it there.
const KEY = 'versio.notice';

export function leaveNotice(message: string): void {
  try {
    window.sessionStorage.setItem(KEY, message);
  } catch {
    // Storage unavailable: the student simply is not told.
  }
}

/** The notice left for this page, if any (read without removing it: see clearNotice). */
export function readNotice(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Called once the notice is on screen, so that a reload does not show it again. */
export function clearNotice(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
