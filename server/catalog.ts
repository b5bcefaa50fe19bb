import { LANGUAGE_CODES, type Language } from '../src/lib/i18n/languages.ts';

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
  return (hit?.lang as Language | undefined) ?? 'en';
}

export const CURRENCIES = ['usd', 'eur', 'gbp'] as const;
export const PERIODS = ['monthly', 'yearly'] as const;
export type Currency = (typeof CURRENCIES)[number];
export type Period = (typeof PERIODS)[number];

/** Per-zone monthly prices of spec section 9; yearly billing is the discounted monthly rate. */
const PLANS = {
  essential1: {
    name: 'Essential',
    monthly: { usd: 37, eur: 34, gbp: 29 },
    yearly: { usd: 32, eur: 29, gbp: 25 },
  },
  pro1: {
    name: 'Professional',
    monthly: { usd: 47, eur: 44, gbp: 38 },
    yearly: { usd: 42, eur: 39, gbp: 33 },
  },
} as const;

export interface PlanQuote {
  planId: string;
  name: string;
  currency: Currency;
  period: Period;
  /** Price per zone per month in whole currency units. */
  monthlyPrice: number;
}

/** Resolves `${plan}-${currency}-${period}`, or null for any other id. */
export function quotePlan(planId: string): PlanQuote | null {
  const [plan, currency, period, ...rest] = planId.split('-');
  if (rest.length > 0 || !plan || !Object.hasOwn(PLANS, plan)) return null;
  if (!(CURRENCIES as readonly string[]).includes(currency ?? '')) return null;
  if (!(PERIODS as readonly string[]).includes(period ?? '')) return null;
  const p = PLANS[plan as keyof typeof PLANS];
  const c = currency as Currency;
  const per = period as Period;
  return { planId, name: p.name, currency: c, period: per, monthlyPrice: p[per][c] };
}
