// Onboarding choices collected across steps 1-3 ($onboardingInfos), merged piecemeal. Persists in
// sessionStorage for the tab, so a reload keeps earlier steps and an expired session loses none
// of them (the user signs in again and resumes); the tab closing ends them.
// Only onboarding pages load this module, so it stays out of the shared chunk every page loads.

import { isRecord } from '../api/guards';
import { persistentAtom } from './storage';

export const GENDERS = ['woman', 'man', 'manWoman'] as const;
export type Gender = (typeof GENDERS)[number];

export const STYLES = ['mainstream', 'trendy', 'alternative'] as const;
export type Style = (typeof STYLES)[number];

/** Age range [low, high] within 0..50, where 50 means 50+. */
export type AgeRange = [number, number];

export const AGE_MIN = 0;
export const AGE_MAX = 50;

export interface OnboardingInfos {
  business?: string;
  gender?: Gender;
  age?: AgeRange;
  styles?: Style[];
  /** Genre names picked in step 3 (kept even while smart genres is on). */
  genres?: string[];
  /** Step 3's smart-genres flag: when on, the submitted genres are the fallback mix. */
  smartGenres?: boolean;
}

function isAge(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isFinite(value) && value >= AGE_MIN && value <= AGE_MAX
  );
}

/** True for a valid age range (two numbers in 0..50, low ≤ high). */
function isAgeRange(value: unknown): value is AgeRange {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    isAge(value[0]) &&
    isAge(value[1]) &&
    value[0] <= value[1]
  );
}

/** Keeps the valid fields of a stored value and drops the rest (field by field). */
function decodeOnboardingInfos(value: unknown): OnboardingInfos | undefined {
  if (!isRecord(value)) return undefined;
  const infos: OnboardingInfos = {};
  if (typeof value.business === 'string' && value.business !== '') infos.business = value.business;
  if ((GENDERS as readonly unknown[]).includes(value.gender)) infos.gender = value.gender as Gender;
  if (isAgeRange(value.age)) infos.age = [value.age[0], value.age[1]];
  if (Array.isArray(value.styles)) {
    infos.styles = value.styles.filter((s): s is Style =>
      (STYLES as readonly unknown[]).includes(s),
    );
  }
  if (Array.isArray(value.genres)) {
    infos.genres = value.genres.filter((g): g is string => typeof g === 'string' && g !== '');
  }
  if (typeof value.smartGenres === 'boolean') infos.smartGenres = value.smartGenres;
  return infos;
}

/** The onboarding choices made so far. */
export const $onboardingInfos = persistentAtom<OnboardingInfos>(
  'session',
  'onboardingInfos',
  {},
  decodeOnboardingInfos,
);

/** Merges the choices of one step into the stored ones. */
export function mergeOnboardingInfos(partial: OnboardingInfos): void {
  $onboardingInfos.set({ ...$onboardingInfos.get(), ...partial });
}
