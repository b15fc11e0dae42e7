import { ApiError, postJson } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { ACCOUNT_MESSAGES } from '../../../lib/messages';

/** POST /user/customer-portal, then off to the billing portal; resolves to the error to show. */
export async function openCustomerPortal(): Promise<string> {
  try {
    const { url } = await postJson<{ url: string }>('/user/customer-portal', {});
    browser.assign(url);
    return '';
  } catch (error) {
    return error instanceof ApiError && error.status === 404 ? ACCOUNT_MESSAGES.portalNotFound : ACCOUNT_MESSAGES.portalFailed;
  }
}
