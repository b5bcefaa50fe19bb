// What the flows need to know about the signed-in user ($userInfo: role, firstOnboardingDone).
// Persists in sessionStorage; cleared by expireSession().

import { parseUserFlags, type UserFlags } from '../api/guards';
import type { UserInfo } from '../api/types';
import { persistentAtom } from './storage';

/** The signed-in user's role and onboarding flag, or null when unknown. */
export const $userInfo = persistentAtom<UserFlags | null>(
  'session',
  'userInfo',
  null,
  (stored) => parseUserFlags(stored) ?? undefined,
);

/** Keeps the role and onboarding flag of a fetched user info. */
export function setUserInfo(info: UserFlags | UserInfo): void {
  $userInfo.set({ role: info.role, firstOnboardingDone: info.firstOnboardingDone });
}

/** Records that onboarding was submitted. */
export function markOnboardingDone(): void {
  const current = $userInfo.get();
  if (current) $userInfo.set({ ...current, firstOnboardingDone: true });
}
