import type { SubmitEvent } from 'react';
import { buildSonosLinkPayload } from '../../lib/api/payloads';
import { linkSonos } from '../../lib/api/sonos';
import { Button } from '../ui/Button';
import { FormAlert } from '../ui/FormAlert';
import { PasswordField } from '../ui/PasswordField';
import { ResultPanel } from '../ui/ResultPanel';
import { TextField } from '../ui/TextField';
import { useFailureForm } from '../ui/useFailureForm';
import { sonosLinkFailure, validateSonosLink } from './failures';
import type { SonosLinkStrings } from './strings';

const FIELDS = ['email', 'password'] as const;

/** Email and password to authorize the link; replaced by the success message once linked. */
export function SonosLinkForm({
  linkCode,
  strings,
}: {
  linkCode: string;
  strings: SonosLinkStrings;
}) {
  const form = useFailureForm('sonos-link', FIELDS, sonosLinkFailure, strings);
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

  const busy = form.state.status === 'busy';
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-busy={form.locked}>
      <p className="text-base text-muted">{strings['sonos.link.intro']}</p>
      <FormAlert message={form.alert} />
      <TextField
        {...form.field('email')}
        readOnly={form.locked}
        required
        label={strings['common.email.label']}
        placeholder={strings['common.email.placeholder']}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="off"
        spellCheck={false}
      />
      <PasswordField
        {...form.field('password')}
        readOnly={form.locked}
        required
        label={strings['common.password.label']}
        autoComplete="current-password"
        strings={strings}
      />
      <Button busy={busy} disabled={form.locked || email === '' || password === ''}>
        {busy ? strings['sonos.link.busy'] : strings['sonos.link.authorize']}
      </Button>
    </form>
  );
}
