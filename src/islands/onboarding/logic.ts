// Pure rules of the onboarding steps (no React): which server items show, in which order, how the
// genre tiles and the smart-genres flag interact, and how the age range stays ordered.
import { businessTypeId } from '../../lib/api/enums';
import { DEFAULT_BUSINESS_TYPE, DEFAULT_STYLES } from '../../lib/api/payloads';
import type { BusinessTypeItem, GenreItem } from '../../lib/api/types';
import {
  AGE_MAX,
  AGE_MIN,
  type AgeRange,
  type Gender,
  type OnboardingInfos,
  type Style,
} from '../../lib/stores/onboarding';

/** Every choice of the three steps, defaults filled in. */
export interface StepChoices {
  business: string;
  gender: Gender;
  age: AgeRange;
  styles: readonly Style[];
  genres: readonly string[];
  smartGenres: boolean;
}

/** The stored choices with the screens' defaults: design_store, women and men, 0-50+, mainstream
 * and trendy, no genres, smart genres off. */
export function withDefaults(infos: OnboardingInfos): StepChoices {
  return {
    business: infos.business ?? DEFAULT_BUSINESS_TYPE,
    gender: infos.gender ?? 'manWoman',
    age: infos.age ?? [AGE_MIN, AGE_MAX],
    styles: infos.styles ?? DEFAULT_STYLES,
    genres: infos.genres ?? [],
    smartGenres: infos.smartGenres ?? false,
  };
}

/** Translated labels by key; a key that is absent means "no known label". */
export type Labels = Readonly<Partial<Record<string, string>>>;

interface BusinessTile {
  id: string;
  label: string;
  image: string;
}

export interface GenreTile {
  name: string;
  label: string;
  imageJpg: string;
  imageWebp: string;
}

/** Business types with a known label, keyed by tile id (oldName, else name), first one wins. */
export function visibleBusinessTypes(
  items: readonly BusinessTypeItem[],
  labels: Labels,
): BusinessTile[] {
  const tiles = new Map<string, BusinessTile>();
  for (const item of items) {
    const id = businessTypeId(item);
    const label = labels[`onboarding.business.${id}`];
    if (label && !tiles.has(id)) tiles.set(id, { id, label, image: item.image });
  }
  return [...tiles.values()];
}

/** Genres with a translation, sorted by their label in the page language. */
export function visibleGenres(
  items: readonly GenreItem[],
  labels: Labels,
  language: string,
): GenreTile[] {
  const tiles = new Map<string, GenreTile>();
  for (const { name, imageJpg, imageWebp } of items) {
    const label = labels[`onboarding.genre.${name}`];
    if (label && !tiles.has(name)) tiles.set(name, { name, label, imageJpg, imageWebp });
  }
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return [...tiles.values()].sort((a, b) => collator.compare(a.label, b.label));
}

/** Step 3's choices: picked genres and the smart-genres flag. */
export type GenreChoices = Pick<StepChoices, 'genres' | 'smartGenres'>;

/** A tile toggles in or out; while smart genres is on, it turns the flag off and is the only pick. */
export function toggleGenre(choices: GenreChoices, name: string): GenreChoices {
  if (choices.smartGenres) return { genres: [name], smartGenres: false };
  const genres = choices.genres.includes(name)
    ? choices.genres.filter((g) => g !== name)
    : [...choices.genres, name];
  return { genres, smartGenres: false };
}

/** The tiles shown as picked: none while smart genres chooses for the user. */
export function isGenrePicked(choices: GenreChoices, name: string): boolean {
  return !choices.smartGenres && choices.genres.includes(name);
}

/** Moves one end of the age range, keeping both within 0..50 and low ≤ high. */
export function moveAgeBound(range: AgeRange, bound: 'low' | 'high', value: number): AgeRange {
  const clamped = Math.min(AGE_MAX, Math.max(AGE_MIN, Math.round(value)));
  return bound === 'low'
    ? [Math.min(clamped, range[1]), range[1]]
    : [range[0], Math.max(clamped, range[0])];
}

/** An age as shown and announced: the top of the scale reads '50+'. */
export function ageText(age: number, plusText: string): string {
  return age >= AGE_MAX ? plusText : String(age);
}
