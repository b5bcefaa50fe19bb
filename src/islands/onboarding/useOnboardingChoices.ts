// The onboarding choices as the steps show them, with the screens' defaults filled in. Each step
// writes every change to $onboardingInfos at once, so a reload, a language switch or Back shows
// what was picked. The store loads from browser storage, which the prerendered HTML cannot know:
// while hydrating, the step renders what the HTML shows (nothing stored), then the stored choices.
import { useStore } from '@nanostores/react';
import { $onboardingInfos, type OnboardingInfos } from '../../lib/stores/onboarding';
import { withDefaults, type StepChoices } from './logic';

const NOTHING_STORED: OnboardingInfos = {};
const prerendered = () => NOTHING_STORED;

/** The current choices (the defaults while the page hydrates). */
export function useOnboardingChoices(): StepChoices {
  return withDefaults(useStore($onboardingInfos, { ssr: prerendered }));
}
