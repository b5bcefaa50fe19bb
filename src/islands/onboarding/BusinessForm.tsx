// Step 1's form (BusinessStep.tsx loads it while the list is fetched): the business type, one of a
// grid of tiles from the server (a radio group).
import type { BusinessTypeItem } from '../../lib/api/types';
import { navigate } from '../../lib/navigation/go';
import { mergeOnboardingInfos } from '../../lib/stores/onboarding';
import type { BusinessStepProps } from './BusinessStep';
import { ChoiceTile, TILE_GRID } from './ChoiceTile';
import { visibleBusinessTypes } from './logic';
import { StepForm } from './StepForm';
import { useOnboardingChoices } from './useOnboardingChoices';

/** The business type tiles and Next, once the list has come. */
export function BusinessForm({
  strings,
  labelledBy,
  items,
}: BusinessStepProps & { items: BusinessTypeItem[] }) {
  const { business } = useOnboardingChoices();
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
