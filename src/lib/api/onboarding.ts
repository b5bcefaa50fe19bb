// Onboarding submission: POST /user/onboarding.

import type { ApiClient } from './client';
import { apiClient } from './site-client';
import type { OnboardingPayload } from './types';

/** Sends the onboarding choices (bearer token of the session; the answer is not read). */
export async function submitOnboarding(
  payload: OnboardingPayload,
  client: ApiClient = apiClient,
): Promise<void> {
  await client.request('user/onboarding', { method: 'POST', body: payload });
}
