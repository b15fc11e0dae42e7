// The checkout calls (spec §7): start a plus checkout, read how it went. The amount is the server's.
import type { CheckoutSessionStatus, CreateCheckoutResponse } from '@versio/server/types';
import { getJson, postJson } from '../../../lib/api-client';

export type { CheckoutSessionStatus };

export function createCheckoutSession(isAnnual: boolean): Promise<CreateCheckoutResponse> {
  return postJson<CreateCheckoutResponse>('/api/create-checkout-session', { isAnnual });
}

export function fetchCheckoutSession(id: string, signal?: AbortSignal): Promise<CheckoutSessionStatus> {
  return getJson<CheckoutSessionStatus>(`/api/checkout-sessions/${encodeURIComponent(id)}`, signal);
}
