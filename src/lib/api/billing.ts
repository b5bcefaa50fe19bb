// Paid-plan checkout: POST /billing/checkout.

import { apiClient, type ApiClient } from './client';
import { InvalidResponseError } from './errors';
import { isRecord } from './guards';
import type { CheckoutSession } from './types';

const PLAN_ID = /^[a-z0-9][a-z0-9_-]{0,99}$/i;

/** True for a plausible plan id such as `essential1-eur-yearly` (letters, digits, - and _). */
export function isPlanId(value: unknown): value is string {
  return typeof value === 'string' && PLAN_ID.test(value);
}

/**
 * Creates a checkout for a plan and returns the URL of the checkout frame. `token` (from the
 * /subscribe?token= link) is used as bearer instead of the stored session when given.
 */
export async function createCheckout(
  planId: string,
  token: string | null = null,
  client: ApiClient = apiClient,
): Promise<CheckoutSession> {
  const body = await client.request('billing/checkout', {
    method: 'POST',
    body: { planId },
    auth: token ? { bearer: token } : 'session',
  });
  if (!isRecord(body) || typeof body.url !== 'string' || !/^https?:\/\//i.test(body.url)) {
    throw new InvalidResponseError('POST /billing/checkout');
  }
  return { url: body.url };
}
