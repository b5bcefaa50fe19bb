// The onboarding choices as the steps show them: hydration-safe, with the screens' defaults filled
// in. Each step writes every change to $onboardingInfos at once, so a reload, a language switch or
// Back shows what was picked.
import { $onboardingInfos, type OnboardingInfos } from '../../lib/stores/onboarding';
import { useClientStore } from '../ui/useClientStore';
import { withDefaults, type StepChoices } from './logic';

const NOTHING_STORED: OnboardingInfos = {};

/** The current choices (the defaults while the page hydrates). */
export function useOnboardingChoices(): StepChoices {
  return withDefaults(useClientStore($onboardingInfos, NOTHING_STORED));
}
