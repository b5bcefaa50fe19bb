// Step 3: genre tiles from the server (multi-select, sorted by translated name), the smart-genres
// flag, and Finish, which submits the whole onboarding. The form (GenreForm.tsx) loads while the
// genre list is fetched (ListStep).
import { getGenres } from '../../lib/api/enums';
import type { Language } from '../../lib/i18n/languages';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { lazyComponent } from '../ui/lazyComponent';
import { ListStep } from './ListStep';
import type { Step3Strings } from './strings';

export interface GenreStepProps {
  strings: Step3Strings;
  lang: Language;
  /** The previous step in the page's language. */
  links: { back: string };
  /** Id of the page heading that names the genre group. */
  labelledBy: string;
}

const GenreForm = lazyComponent(() => import('./GenreForm'), 'GenreForm');

export function GenreStep(props: GenreStepProps) {
  return (
    <ErrorBoundary strings={props.strings}>
      <ListStep
        list={getGenres}
        Form={GenreForm}
        props={props}
        loading={props.strings['common.loading']}
      />
    </ErrorBoundary>
  );
}
