import { SHARE_MESSAGES } from './messages';

export type ShareData = { title: string; text: string; url: string };
export type ShareOutcome = 'shared' | 'copied' | 'failed' | 'cancelled';

type ShareCapableNavigator = Pick<Navigator, 'clipboard'> & { share?: (data: ShareData) => Promise<void> };

/** Opens the device's share dialog when there is one, otherwise copies the link to the clipboard. */
export async function shareOrCopy(data: ShareData, nav: ShareCapableNavigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      // The user closing the dialog is not a failure worth a message.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

export function describeShareOutcome(outcome: ShareOutcome): string | null {
  return outcome === 'cancelled' ? null : SHARE_MESSAGES[outcome];
}
