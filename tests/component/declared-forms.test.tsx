// The "button disabled" rule of spec section 5 on every declared form (islands/ui/form.ts): the
// submit button stays disabled while a field the form needs is empty (the terms: unticked), and
// only those fields hold it; what the user sees, field by field.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { SignInForm } from '../../src/islands/auth/SignInForm';
import { SIGNIN_KEYS } from '../../src/islands/auth/strings';
import { ForgotPasswordIsland } from '../../src/islands/password/ForgotPasswordIsland';
import { ResetPasswordForm } from '../../src/islands/password/ResetPasswordForm';
import { FORGOT_KEYS, RESET_KEYS } from '../../src/islands/password/strings';
import { RegisterForm } from '../../src/islands/registration/RegisterForm';
import { REGISTER_KEYS } from '../../src/islands/registration/strings';
import { SonosLinkForm } from '../../src/islands/sonos/SonosLinkForm';
import { SonosRegisterForm } from '../../src/islands/sonos/SonosRegisterForm';
import { SONOS_LINK_KEYS, SONOS_REGISTER_KEYS } from '../../src/islands/sonos/strings';
import { followDestination } from '../../src/lib/navigation/go';
import { englishStrings, usePage } from './support/page';

usePage('/');

const LINKS = { signin: '/signin', forgot: '/forgot-password' };
const register = englishStrings(REGISTER_KEYS);
const sonos = englishStrings(SONOS_REGISTER_KEYS);
const signIn = englishStrings(SIGNIN_KEYS);
const link = englishStrings(SONOS_LINK_KEYS);
const reset = englishStrings(RESET_KEYS);
const forgot = englishStrings(FORGOT_KEYS);

/**
 * A field by its label, and whether the button waits for it; `terms` is the checkbox. The needed
 * fields come first: once they are filled the button opens, whatever else is empty.
 */
type Field = [label: string, needed: boolean] | 'terms';

interface Case {
  form: string;
  element: ReactElement;
  button: string;
  fields: Field[];
}

const registration: Field[] = [
  [register['common.email.label'], true],
  [register['common.firstName.label'], true],
  [register['common.lastName.label'], true],
  [register['common.password.label'], true],
];

const CASES: Case[] = [
  {
    form: 'registration',
    element: <RegisterForm strings={register} links={LINKS} />,
    button: register['register.submit'],
    fields: [...registration, 'terms'],
  },
  {
    form: 'Sonos registration',
    element: <SonosRegisterForm strings={sonos} links={LINKS} />,
    button: sonos['sonos.register.submit'],
    fields: [...registration, [sonos['sonos.register.activationCode.label'], true], 'terms'],
  },
  {
    form: 'sign-in',
    element: (
      <SignInForm
        strings={signIn}
        links={{ forgot: '/forgot-password', pricing: '/pricing', register: '/' }}
        proceed={followDestination}
      />
    ),
    button: signIn['signin.submit'],
    fields: [
      [signIn['common.email.label'], true],
      [signIn['common.password.label'], false],
    ],
  },
  {
    form: 'Sonos link',
    element: (
      <SonosLinkForm
        linkCode="L1"
        strings={link}
        links={{ plans: '/pricing', forgot: '/forgot-password' }}
      />
    ),
    button: link['sonos.link.authorize'],
    fields: [
      [link['common.email.label'], true],
      [link['common.password.label'], true],
    ],
  },
  {
    form: 'forgot password',
    element: <ForgotPasswordIsland strings={forgot} />,
    button: forgot['password.forgot.submit'],
    fields: [[forgot['common.email.label'], true]],
  },
  {
    form: 'new password',
    element: (
      <ResetPasswordForm
        strings={reset}
        link={{ email: 'ann@example.com', token: 't' }}
        requestNewHref="/forgot-password"
        onLinkUsed={() => undefined}
      />
    ),
    button: reset['password.reset.submit'],
    fields: [
      [reset['password.reset.password.label'], true],
      [reset['password.reset.confirm.label'], true],
    ],
  },
];

describe('the submit button of each form', () => {
  it.each(CASES)('$form: waits for each needed field, and only those', async (c) => {
    const user = userEvent.setup();
    render(c.element);
    const button = () => screen.getByRole('button', { name: c.button });
    expect(button()).toHaveProperty('disabled', true);
    const needed = c.fields.filter((f) => f === 'terms' || f[1]).length;
    let filled = 0;
    for (const field of c.fields) {
      if (field === 'terms') await user.click(screen.getByRole('checkbox'));
      else await user.type(screen.getByLabelText(field[0]), 'ann@example.com');
      if (field === 'terms' || field[1]) filled += 1;
      expect(button()).toHaveProperty('disabled', filled < needed);
    }
  });

  it('opens the new-password form only once its link is read', () => {
    render(
      <ResetPasswordForm
        strings={reset}
        link={undefined}
        requestNewHref="/forgot-password"
        onLinkUsed={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: reset['password.reset.submit'] })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
