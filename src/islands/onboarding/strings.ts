// Strings of the onboarding islands. The label keys double as the lists of known business types and
// genres: an item from the server shows only when its label key is here (spec section 3).
import type { Strings, TranslationKey } from '../../lib/i18n';
import { SIGN_OUT_KEYS } from '../ui/SignOutOffer';
import { BOUNDARY_KEYS } from '../ui/strings';
import { TRANSPORT_ERROR_KEYS } from '../../lib/messages';

/** Labels of the known business types, `onboarding.business.<tile id>`. */
const BUSINESS_LABEL_KEYS = [
  'onboarding.business.design_store',
  'onboarding.business.bar',
  'onboarding.business.event',
  'onboarding.business.hotel',
  'onboarding.business.work_place',
  'onboarding.business.medical_practice',
  'onboarding.business.restaurant',
  'onboarding.business.wellness_spa',
  'onboarding.business.cafe',
  'onboarding.business.coffeeshop',
  'onboarding.business.fashion_boutique',
  'onboarding.business.fintess_studio',
  'onboarding.business.hair_salon',
  'onboarding.business.retail',
  'onboarding.business.recreation',
  'onboarding.business.sport',
  'onboarding.business.mall',
  'onboarding.business.university',
  'onboarding.business.school',
  'onboarding.business.indoor',
] as const satisfies readonly TranslationKey[];

/** Labels of the known genres, `onboarding.genre.<name>`. */
const GENRE_LABEL_KEYS = [
  'onboarding.genre.hit',
  'onboarding.genre.rock',
  'onboarding.genre.jazz',
  'onboarding.genre.acoustic',
  'onboarding.genre.hiphop',
  'onboarding.genre.dance',
  'onboarding.genre.electro',
  'onboarding.genre.lounge',
  'onboarding.genre.rnb',
  'onboarding.genre.folk',
  'onboarding.genre.chillout',
  'onboarding.genre.pop',
  'onboarding.genre.christmas',
  'onboarding.genre.disco',
  'onboarding.genre.soul',
  'onboarding.genre.classical',
  'onboarding.genre.jazz-piano',
  'onboarding.genre.rock-country',
  'onboarding.genre.jazz-beats',
  'onboarding.genre.nature',
  'onboarding.genre.fitness',
  'onboarding.genre.world',
  'onboarding.genre.reggae',
  'onboarding.genre.jazzPop',
  'onboarding.genre.electronic',
  'onboarding.genre.bossaNova',
  'onboarding.genre.workoutPop',
  'onboarding.genre.workoutRock',
  'onboarding.genre.workoutHipHop',
  'onboarding.genre.downtempo',
  'onboarding.genre.kpop',
  'onboarding.genre.danceHall',
  'onboarding.genre.likedSongs',
] as const satisfies readonly TranslationKey[];

const STEP_KEYS = [
  'onboarding.next',
  'onboarding.back',
  'common.loading',
  ...SIGN_OUT_KEYS,
  ...BOUNDARY_KEYS,
] as const satisfies readonly TranslationKey[];

export const STEP1_KEYS = [
  ...STEP_KEYS,
  'onboarding.step1.empty',
  ...BUSINESS_LABEL_KEYS,
] as const satisfies readonly TranslationKey[];

export const STEP2_KEYS = [
  ...STEP_KEYS,
  'onboarding.gender.label',
  'onboarding.gender.woman',
  'onboarding.gender.man',
  'onboarding.gender.manWoman',
  'onboarding.age.label',
  'onboarding.age.min',
  'onboarding.age.max',
  'onboarding.age.plus',
  'onboarding.age.value',
  'onboarding.styles.label',
  'onboarding.styles.mainstream',
  'onboarding.styles.trendy',
  'onboarding.styles.alternative',
] as const satisfies readonly TranslationKey[];

export const STEP3_KEYS = [
  ...STEP_KEYS,
  'onboarding.finish',
  'onboarding.busy',
  'onboarding.step3.empty',
  'onboarding.smart.label',
  'onboarding.smart.description',
  ...GENRE_LABEL_KEYS,
  ...TRANSPORT_ERROR_KEYS,
  'errors.unexpected',
] as const satisfies readonly TranslationKey[];

export type Step1Strings = Strings<(typeof STEP1_KEYS)[number]>;
export type Step2Strings = Strings<(typeof STEP2_KEYS)[number]>;
export type Step3Strings = Strings<(typeof STEP3_KEYS)[number]>;
