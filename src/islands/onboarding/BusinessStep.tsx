// Step 1: the business type, one of a grid of tiles from the server (a radio group).
import { getBusinessTypes } from '../../lib/api/enums';
import { navigate } from '../../lib/navigation';
import { mergeOnboardingInfos } from '../../lib/stores/onboarding';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { LoadingStatus } from '../ui/LoadingStatus';
import { ChoiceTile, TILE_GRID } from './ChoiceTile';
import { visibleBusinessTypes } from './logic';
import { StepForm } from './StepForm';
import type { Step1Strings } from './strings';
import { useOnboardingChoices } from './useOnboardingChoices';
import { useServerList } from './useServerList';
import { useSessionGuard } from './useSessionGuard';

interface Props {
  strings: Step1Strings;
  /** Id of the page heading that names the group. */
  labelledBy: string;
}

export function BusinessStep(props: Props) {
  return (
    <ErrorBoundary strings={props.strings}>
      <BusinessForm {...props} />
    </ErrorBoundary>
  );
}

function BusinessForm({ strings, labelledBy }: Props) {
  const ready = useSessionGuard();
  const items = useServerList(getBusinessTypes, ready);
  const { business } = useOnboardingChoices();
  if (items === null) return <LoadingStatus label={strings['common.loading']} />;
  const tiles = visibleBusinessTypes(items, strings);
  const next = () => {
    mergeOnboardingInfos({ business });
    navigate('/onboarding/step2');
  };
  return (
    <StepForm onSubmit={next} submitLabel={strings['onboarding.next']} signOut={strings}>
      {tiles.length === 0 ? (
        <p className="rounded-xl bg-surface-raised p-4 text-sm">
          {strings['onboarding.step1.empty']}
        </p>
      ) : (
        <div role="radiogroup" aria-labelledby={labelledBy} className={TILE_GRID}>
          {tiles.map((tile) => (
            <ChoiceTile
              key={tile.id}
              type="radio"
              name="business"
              value={tile.id}
              label={tile.label}
              checked={tile.id === business}
              onChange={() => mergeOnboardingInfos({ business: tile.id })}
              media={
                <img
                  src={tile.image}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className="h-14 w-14 object-contain"
                />
              }
            />
          ))}
        </div>
      )}
    </StepForm>
  );
}
