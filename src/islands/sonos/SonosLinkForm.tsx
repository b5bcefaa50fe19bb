import { Suspense } from 'react';
import { lazyModule } from '../../lib/lazy';
import { carryEmail } from '../ui/carryEmail';
import { DeclaredForm, useDeclaredForm } from '../ui/DeclaredForm';
import { declareForm } from '../ui/form';
import { AccountEmailInput, CurrentPasswordInput } from '../ui/inputs';
import { lazyComponent } from '../ui/lazyComponent';
import { LazySonosOutcome } from './LazySonosOutcome';
import type { SonosLinkStrings } from './strings';

/** Email and password of the account the Sonos household links to: both needed. */
const SONOS_LINK_FORM = declareForm({
  id: 'sonos-link',
  fields: [
    {
      name: 'email',
      input: AccountEmailInput,
      label: 'common.email.label',
      placeholder: 'common.email.placeholder',
      needed: true,
    },
    { name: 'password', input: CurrentPasswordInput, label: 'common.password.label', needed: true },
  ],
  submit: 'sonos.link.authorize',
  busy: 'sonos.link.busy',
  path: lazyModule(() => import('./sendSonosLink')),
});

const ConfirmHint = lazyComponent(() => import('./ConfirmHint'), 'ConfirmHint');

/** The pages the link form leads to, in the page's language. */
export interface SonosLinks {
  /** Where an account whose trial ended can buy a plan. */
  plans: string;
  forgot: string;
}

/**
 * Email and password to authorize the link; replaced by the success message once linked, and by
 * the used-code message (loaded then: LazySonosOutcome).
 */
export function SonosLinkForm({
  linkCode,
  strings,
  links,
}: {
  linkCode: string;
  strings: SonosLinkStrings;
  links: SonosLinks;
}) {
  const form = useDeclaredForm(SONOS_LINK_FORM, strings, { linkCode });
  const { values } = form;

  const outcome =
    form.state.status === 'success'
      ? 'linked'
      : form.failure?.alert === 'errors.linkCodeUsed'
        ? 'codeUsed'
        : null;
  if (outcome) return <LazySonosOutcome kind={outcome} strings={strings} />;

  return (
    <DeclaredForm
      form={SONOS_LINK_FORM}
      state={form}
      strings={strings}
      beforeFields={
        <>
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
        </>
      }
      after={{
        password: (
          <a
            href={links.forgot}
            className="-mt-2 self-end text-sm font-semibold"
            onClick={() => carryEmail('forgot-password', values.email)}
          >
            {strings['signin.forgot']}
          </a>
        ),
      }}
    >
      <p className="text-base text-muted">{strings['sonos.link.intro']}</p>
    </DeclaredForm>
  );
}
