import { LANGUAGE_CODES, type Language } from '../src/lib/i18n/languages.ts';
import {
  PRICES,
  parsePlanId,
  type BillingPeriod,
  type Currency,
  type PaidPlanKey,
} from '../src/lib/plans.ts';

/** Fixed reference data: business types, genres, paid plans and languages (spec sections 3, 9). */

export interface BusinessTypeSeed {
  name: string;
  /** The label key the site knows the type by, when it differs from name. */
  oldName: string | null;
}

/** The two types the site still labels by their legacy key (spec section 3). */
const OLD_NAMES: Record<string, string> = { workplace: 'work_place', gym: 'fintess_studio' };

export const BUSINESS_TYPES: BusinessTypeSeed[] = [
  'design_store',
  'bar',
  'event',
  'hotel',
  'workplace',
  'medical_practice',
  'restaurant',
  'wellness_spa',
  'cafe',
  'coffeeshop',
  'fashion_boutique',
  'gym',
  'hair_salon',
  'retail',
  'recreation',
  'sport',
  'mall',
  'university',
  'school',
  'indoor',
].map((name) => ({ name, oldName: OLD_NAMES[name] ?? null }));

export const GENRES: string[] = [
  'hit',
  'rock',
  'jazz',
  'acoustic',
  'hiphop',
  'dance',
  'electro',
  'lounge',
  'rnb',
  'folk',
  'chillout',
  'pop',
  'christmas',
  'disco',
  'soul',
  'classical',
  'jazz-piano',
  'rock-country',
  'jazz-beats',
  'nature',
  'fitness',
  'world',
  'reggae',
  'jazzPop',
  'electronic',
  'bossaNova',
  'workoutPop',
  'workoutRock',
  'workoutHipHop',
  'downtempo',
  'kpop',
  'danceHall',
  'likedSongs',
];

// The site's one language list: emails are sent in the languages the site has pages in.
export const LANGUAGES = LANGUAGE_CODES;
export type { Language };

/** Picks the first supported language of an Accept-Language header; English otherwise. */
export function pickLanguage(header: string | undefined): Language {
  return requestedLanguage(header) ?? 'en';
}

/**
 * The first supported language of an Accept-Language header, or undefined when it names none
 * (no header, `*`, only other languages): the caller then keeps a language it already knows.
 */
export function requestedLanguage(header: string | undefined): Language | undefined {
  const tags = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q);
  const hit = tags.find((t) => (LANGUAGES as readonly string[]).includes(t.lang));
  return hit?.lang as Language | undefined;
}

/** English product names the local checkout page shows. */
const PLAN_NAMES: Record<PaidPlanKey, string> = {
  essential: 'Essential',
  professional: 'Professional',
};

export interface PlanQuote {
  planId: string;
  name: string;
  currency: Currency;
  period: BillingPeriod;
  /** Price per zone per month in whole currency units. */
  monthlyPrice: number;
}

/** Quotes a plan id of the billing system (lib/plans.ts), or null for any other id. */
export function quotePlan(planId: string): PlanQuote | null {
  const plan = parsePlanId(planId);
  if (!plan) return null;
  return {
    planId,
    name: PLAN_NAMES[plan.plan],
    currency: plan.currency,
    period: plan.period,
    monthlyPrice: PRICES[plan.plan][plan.period][plan.currency],
  };
}
