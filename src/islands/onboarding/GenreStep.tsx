// Step 3: genre tiles from the server (multi-select, sorted by translated name), the smart-genres
// flag, and Finish, which submits the whole onboarding.
import { getGenres } from '../../lib/api/enums';
import type { Language } from '../../lib/i18n/languages';
import { mergeOnboardingInfos } from '../../lib/stores/onboarding';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { LoadingStatus } from '../ui/LoadingStatus';
import { TILE_GRID } from './ChoiceTile';
import { GenreTile } from './GenreTile';
import { isGenrePicked, toggleGenre, visibleGenres, type GenreChoices } from './logic';
import { SmartGenresSwitch } from './SmartGenresSwitch';
import { StepForm } from './StepForm';
import type { Step3Strings } from './strings';
import { useFinishOnboarding } from './useFinishOnboarding';
import { useOnboardingChoices } from './useOnboardingChoices';
import { useServerList } from './useServerList';
import { useSessionGuard } from '../ui/useSessionGuard';

interface Props {
  strings: Step3Strings;
  lang: Language;
  /** The previous step in the page's language. */
  links: { back: string };
  /** Id of the page heading that names the genre group. */
  labelledBy: string;
}

export function GenreStep(props: Props) {
  return (
    <ErrorBoundary strings={props.strings}>
      <GenreForm {...props} />
    </ErrorBoundary>
  );
}

const saveGenres = ({ genres, smartGenres }: GenreChoices) =>
  mergeOnboardingInfos({ genres: [...genres], smartGenres });

function GenreForm({ strings, lang, labelledBy, links }: Props) {
  const ready = useSessionGuard();
  const items = useServerList(getGenres, ready);
  const { genres, smartGenres } = useOnboardingChoices();
  const { state, submit, preload } = useFinishOnboarding();
  if (items === null) return <LoadingStatus label={strings['common.loading']} />;
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
