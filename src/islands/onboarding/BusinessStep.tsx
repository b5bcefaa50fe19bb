// Step 1: the business type, one of a grid of tiles from the server (a radio group). The form
// (BusinessForm.tsx) loads while the list is fetched (ListStep).
import { getBusinessTypes } from '../../lib/api/enums';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { lazyComponent } from '../ui/lazyComponent';
import { ListStep } from './ListStep';
import type { Step1Strings } from './strings';

export interface BusinessStepProps {
  strings: Step1Strings;
  /** Id of the page heading that names the group. */
  labelledBy: string;
}

const BusinessForm = lazyComponent(() => import('./BusinessForm'), 'BusinessForm');

export function BusinessStep(props: BusinessStepProps) {
  return (
    <ErrorBoundary strings={props.strings}>
      <ListStep
        list={getBusinessTypes}
        Form={BusinessForm}
        props={props}
        loading={props.strings['common.loading']}
      />
    </ErrorBoundary>
  );
}
