// Step 2: the audience: gender (one of three), age range, music styles (any of three).
import { navigate } from '../../lib/navigation/go';
import { GENDERS, STYLES, mergeOnboardingInfos, type Style } from '../../lib/stores/onboarding';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { AgeRangeSlider } from './AgeRangeSlider';
import { PillGroup } from './PillGroup';
import { StepForm } from './StepForm';
import type { Step2Strings } from './strings';
import { useOnboardingChoices } from './useOnboardingChoices';
import { useSessionGuard } from '../ui/useSessionGuard';

interface Props {
  strings: Step2Strings;
  /** The previous step in the page's language. */
  links: { back: string };
}

export function AudienceStep(props: Props) {
  return (
    <ErrorBoundary strings={props.strings}>
      <AudienceForm {...props} />
    </ErrorBoundary>
  );
}

function AudienceForm({ strings, links }: Props) {
  // Until hydrated and the session is confirmed, Next stays disabled (no native submit).
  const ready = useSessionGuard();
  const { gender, age, styles } = useOnboardingChoices();
  const toggleStyle = (style: Style) =>
    mergeOnboardingInfos({
      styles: STYLES.filter((s) => (s === style ? !styles.includes(s) : styles.includes(s))),
    });
  const next = () => {
    // Stores the defaults too, so the next steps and the payload read explicit choices.
    mergeOnboardingInfos({ gender, age, styles: [...styles] });
    navigate('/onboarding/step3');
  };
  return (
    <StepForm
      signOut={strings}
      onSubmit={next}
      submitLabel={strings['onboarding.next']}
      disabled={!ready}
      back={{ href: links.back, label: strings['onboarding.back'] }}
    >
      <PillGroup
        legend={strings['onboarding.gender.label']}
        type="radio"
        name="gender"
        options={GENDERS}
        labelOf={(g) => strings[`onboarding.gender.${g}`]}
        isChecked={(g) => g === gender}
        onPick={(g) => mergeOnboardingInfos({ gender: g })}
      />
      <AgeRangeSlider
        value={age}
        onChange={(range) => mergeOnboardingInfos({ age: range })}
        strings={strings}
      />
      <PillGroup
        legend={strings['onboarding.styles.label']}
        type="checkbox"
        name="styles"
        options={STYLES}
        labelOf={(style) => strings[`onboarding.styles.${style}`]}
        isChecked={(style) => styles.includes(style)}
        onPick={toggleStyle}
      />
    </StepForm>
  );
}
