import { Suspense, type SubmitEvent } from 'react';
import { lazyModule } from '../../lib/lazy';
import { isSonosLinkSubmitDisabled } from '../../lib/submit-guards';
import { Button } from '../ui/Button';
import { carryEmail } from '../ui/carryEmail';
import { lazyComponent } from '../ui/lazyComponent';
import { CredentialFields } from '../ui/CredentialFields';
import { FormAlert } from '../ui/FormAlert';
import { ResultPanel } from '../ui/ResultPanel';
import { useFailureForm } from '../ui/useFailureForm';
import type { SonosLinkStrings } from './strings';

const FIELDS = ['email', 'password'] as const;

/** The field check, the request and its messages: loaded once the user starts typing. */
const submitPath = lazyModule(() => import('./sendSonosLink'));

const ConfirmHint = lazyComponent(() => import('./ConfirmHint'), 'ConfirmHint');

/** The pages the link form leads to, in the page's language. */
export interface SonosLinks {
  /** Where an account whose trial ended can buy a plan. */
  plans: string;
  forgot: string;
}

/** Email and password to authorize the link; replaced by the success message once linked. */
export function SonosLinkForm({
  linkCode,
  strings,
  links,
}: {
  linkCode: string;
  strings: SonosLinkStrings;
  links: SonosLinks;
}) {
  const form = useFailureForm('sonos-link', FIELDS, strings);
  const { values } = form;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submitThrough(submitPath, (path) => {
      const check = path.validateSignIn(values);
      if (!check.ok) return path.sonosLinkValidationFailure(check);
      return {
        run: async () => {
          await path.sendSonosLink(values, linkCode);
          form.forget();
        },
        failure: path.sonosLinkFailure,
      };
    });
  };

  if (form.state.status === 'success') {
    return (
      <ResultPanel status="success" heading="h2" title={strings['sonos.link.successTitle']}>
        <p role="status" className="text-base text-muted">
          {strings['sonos.link.successBody']}
        </p>
      </ResultPanel>
    );
  }

  // A used or expired link code: only the Sonos app can give a new one, so the form goes.
  if (form.failure?.alert === 'errors.linkCodeUsed') {
    return (
      <ResultPanel status="error" heading="h2" title={strings['errors.linkCodeUsed']}>
        <p role="alert" className="text-base text-muted">
          {strings['sonos.link.codeUsedBody']}
        </p>
      </ResultPanel>
    );
  }

  const busy = form.state.status === 'busy';
  return (
    <form
      noValidate
      onSubmit={submit}
      onInput={submitPath.preload}
      className="flex flex-col gap-5"
      aria-busy={form.locked}
    >
      <p className="text-base text-muted">{strings['sonos.link.intro']}</p>
      <FormAlert message={form.alert} />
      {/* The code is kept: once a plan is bought, the same page authorizes. */}
      {form.failure?.alert === 'errors.trialEnded' && (
        <p className="-mt-2 text-sm">
          {strings['sonos.link.trialEndedBody']}{' '}
          <a href={links.plans} target="_blank" rel="noopener" className="font-semibold">
            {strings['sonos.link.plans']}
          </a>
        </p>
      )}
      {form.failure?.alert === 'errors.sonosAuthFailed' && (
        <Suspense fallback={null}>
          <ConfirmHint email={values.email.trim()} strings={strings} />
        </Suspense>
      )}
      <CredentialFields field={form.field} locked={form.locked} strings={strings} />
      <a
        href={links.forgot}
        className="-mt-2 self-end text-sm font-semibold"
        onClick={() => carryEmail('forgot-password', values.email)}
      >
        {strings['signin.forgot']}
      </a>
      <Button busy={busy} disabled={form.locked || isSonosLinkSubmitDisabled(values)}>
        {busy ? strings['sonos.link.busy'] : strings['sonos.link.authorize']}
      </Button>
    </form>
  );
}
