// Paid-plan checkout: POST /billing/checkout.

import type { ApiClient } from './client';
import { apiClient } from './site-client';
import { InvalidResponseError } from './error-kinds';
import { isRecord } from './guards';
import type { CheckoutSession } from './types';

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
