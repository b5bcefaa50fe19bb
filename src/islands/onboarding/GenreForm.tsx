// Step 3's form (GenreStep.tsx loads it while the genre list is fetched): the genre tiles from the
// server (multi-select, sorted by translated name), the smart-genres flag, and Finish, which
// submits the whole onboarding.
import type { GenreItem } from '../../lib/api/types';
import { mergeOnboardingInfos } from '../../lib/stores/onboarding';
import { TILE_GRID } from './ChoiceTile';
import type { GenreStepProps } from './GenreStep';
import { GenreTile } from './GenreTile';
import { isGenrePicked, toggleGenre, visibleGenres, type GenreChoices } from './logic';
import { SmartGenresSwitch } from './SmartGenresSwitch';
import { StepForm } from './StepForm';
import { useFinishOnboarding } from './useFinishOnboarding';
import { useOnboardingChoices } from './useOnboardingChoices';

const saveGenres = ({ genres, smartGenres }: GenreChoices) =>
  mergeOnboardingInfos({ genres: [...genres], smartGenres });

/** The genre tiles, the smart-genres flag and Finish, once the genre list has come. */
export function GenreForm({
  strings,
  lang,
  labelledBy,
  links,
  items,
}: GenreStepProps & { items: GenreItem[] }) {
  const { genres, smartGenres } = useOnboardingChoices();
  const { state, submit, preload } = useFinishOnboarding();
  const choices = { genres, smartGenres };
  const tiles = visibleGenres(items, strings, lang);
  return (
    <StepForm
      signOut={strings}
      onSubmit={() => void submit()}
      onInput={preload}
      submitLabel={strings['onboarding.finish']}
      back={{ href: links.back, label: strings['onboarding.back'] }}
      busy={state.status === 'busy' || state.status === 'success'}
      busyLabel={strings['onboarding.busy']}
      error={state.status === 'failed' ? strings[state.error] : undefined}
    >
      <SmartGenresSwitch
        checked={smartGenres}
        onChange={() => saveGenres({ genres, smartGenres: !smartGenres })}
        label={strings['onboarding.smart.label']}
        description={strings['onboarding.smart.description']}
      />
      {tiles.length === 0 ? (
        <p className="rounded-xl bg-surface-raised p-4 text-sm">
          {strings['onboarding.step3.empty']}
        </p>
      ) : (
        <div role="group" aria-labelledby={labelledBy} className={TILE_GRID}>
          {tiles.map((genre) => (
            <GenreTile
              key={genre.name}
              genre={genre}
              checked={isGenrePicked(choices, genre.name)}
              onToggle={() => saveGenres(toggleGenre(choices, genre.name))}
            />
          ))}
        </div>
      )}
    </StepForm>
  );
}
