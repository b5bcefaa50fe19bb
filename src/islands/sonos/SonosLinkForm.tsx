import type { SubmitEvent } from 'react';
import { buildSonosLinkPayload } from '../../lib/api/payloads';
import { linkSonos } from '../../lib/api/sonos';
import { Button } from '../ui/Button';
import { CredentialFields } from '../ui/CredentialFields';
import { FormAlert } from '../ui/FormAlert';
import { ResultPanel } from '../ui/ResultPanel';
import { useFailureForm } from '../ui/useFailureForm';
import { sonosLinkFailure, validateSonosLink } from './failures';
import type { SonosLinkStrings } from './strings';

const FIELDS = ['email', 'password'] as const;

/** Email and password to authorize the link; replaced by the success message once linked. */
export function SonosLinkForm({
  linkCode,
  strings,
  plansHref,
}: {
  linkCode: string;
  strings: SonosLinkStrings;
  plansHref: string;
}) {
  const form = useFailureForm('sonos-link', FIELDS, strings, sonosLinkFailure);
  const { email, password } = form.values;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateSonosLink(form.values);
    if (invalid) {
      form.fail(invalid);
      return;
    }
    void form.run(async () => {
      await linkSonos(buildSonosLinkPayload(email, password, linkCode));
      form.forget();
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
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-busy={form.locked}>
      <p className="text-base text-muted">{strings['sonos.link.intro']}</p>
      <FormAlert message={form.alert} />
      {/* The code is kept: once a plan is bought, the same page authorizes. */}
      {form.failure?.alert === 'errors.trialEnded' && (
        <p className="-mt-2 text-sm">
          {strings['sonos.link.trialEndedBody']}{' '}
          <a href={plansHref} target="_blank" rel="noopener" className="font-semibold">
            {strings['sonos.link.plans']}
          </a>
        </p>
      )}
      <CredentialFields field={form.field} locked={form.locked} strings={strings} />
      <Button busy={busy} disabled={form.locked || email === '' || password === ''}>
        {busy ? strings['sonos.link.busy'] : strings['sonos.link.authorize']}
      </Button>
    </form>
  );
}
