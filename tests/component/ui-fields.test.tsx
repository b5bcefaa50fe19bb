// The shared form pieces of src/islands/ui as a user meets them: labels, hints and errors tied to
// their input, the password toggle and Caps Lock warning, the email typo suggestion, the busy
// button, the terms links, the alert region and the crash panel.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from '../../src/islands/ui/Button';
import { Checkbox } from '../../src/islands/ui/Checkbox';
import { Divider } from '../../src/islands/ui/Divider';
import { EmailField } from '../../src/islands/ui/EmailField';
import { ErrorBoundary } from '../../src/islands/ui/ErrorBoundary';
import { FormAlert } from '../../src/islands/ui/FormAlert';
import { LoadingStatus } from '../../src/islands/ui/LoadingStatus';
import { PasswordField } from '../../src/islands/ui/PasswordField';
import { BusyPanel, ResultPanel } from '../../src/islands/ui/ResultPanel';
import { RichText } from '../../src/islands/ui/RichText';
import { TermsCheckbox } from '../../src/islands/ui/TermsCheckbox';
import { TextField } from '../../src/islands/ui/TextField';
import { FIELD_KEYS } from '../../src/islands/ui/strings';
import { config } from '../../src/lib/config';
import { cleanup } from '@testing-library/react';
import { englishStrings } from './support/page';

const strings = englishStrings([...FIELD_KEYS, 'common.terms.label']);

afterEach(() => cleanup());

/** The texts an input's aria-describedby points to, in order. */
function descriptions(input: HTMLElement): string[] {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('TextField', () => {
  it('labels its input and describes it by error, hint and what is below, in that order', () => {
    render(<TextField label="Name" hint="As on your card" error="Required" below={<i>more</i>} />);
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(input)).toEqual(['Required', 'As on your card', 'more']);
    expect(input.className).toContain('border-danger');
  });

  it('is neither invalid nor described when there is nothing to say', () => {
    render(<TextField label="Name" id="name" className="extra" />);
    const input = screen.getByLabelText('Name');
    expect(input.id).toBe('name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.className).toContain('border-border');
    expect(input.className).not.toContain('pr-14');
    expect(input.closest('div.flex')?.className).toContain('extra');
  });

  it('makes room for a trailing control inside the box', () => {
    render(<TextField label="Code" trailing={<button type="button">go</button>} />);
    expect(screen.getByLabelText('Code').className).toContain('pr-14');
    expect(screen.getByRole('button', { name: 'go' })).toBeTruthy();
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with a labelled toggle', async () => {
    render(<PasswordField label="Password" strings={strings} />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    const toggle = screen.getByRole('button', { name: strings['common.password.show'] });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.setup().click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-label')).toBe(strings['common.password.hide']);
    expect(toggle.getAttribute('title')).toBe(strings['common.password.hide']);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await userEvent.setup().click(toggle);
    expect(input.getAttribute('type')).toBe('password');
  });

  it("the toggle's eye is struck through exactly while the password is shown", async () => {
    render(<PasswordField label="Password" strings={strings} />);
    const toggle = screen.getByRole('button', { name: strings['common.password.show'] });
    const strikes = () => toggle.querySelectorAll('path[d="M4 4l16 16"]').length;
    expect(strikes()).toBe(0);
    await userEvent.setup().click(toggle);
    expect(strikes()).toBe(1);
    await userEvent.setup().click(toggle);
    expect(strikes()).toBe(0);
  });

  it('is never capitalised, corrected or spell-checked by the browser', () => {
    render(<PasswordField label="Password" strings={strings} />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('autocapitalize')).toBe('off');
    expect(input.getAttribute('autocorrect')).toBe('off');
    expect(input.getAttribute('spellcheck')).toBe('false');
  });

  it('warns while Caps Lock is on, until it is off or the field is left', async () => {
    const onKeyUp = vi.fn();
    render(<PasswordField label="Password" strings={strings} onKeyUp={onKeyUp} />);
    const input = screen.getByLabelText('Password');
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('{CapsLock}A');
    expect(screen.getByRole('status').textContent).toBe(strings['common.password.capsLock']);
    expect(descriptions(input)).toContain(strings['common.password.capsLock']);
    expect(onKeyUp).toHaveBeenCalled();
    await user.keyboard('{CapsLock}a');
    expect(screen.queryByRole('status')).toBeNull();
    await user.keyboard('{CapsLock}B');
    expect(screen.getByRole('status')).toBeTruthy();
    fireEvent.blur(input);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('EmailField', () => {
  function Harness({ onFocus, onBlur }: { onFocus?: () => void; onBlur?: () => void }) {
    const [email, setEmail] = useState('');
    return (
      <EmailField
        label="Email"
        strings={strings}
        current={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        onSuggestion={setEmail}
        onFocus={onFocus}
        onBlur={onBlur}
        value={email}
      />
    );
  }

  it('offers the likely address once the field is left, and takes it on click', async () => {
    const onFocus = vi.fn();
    const onBlur = vi.fn();
    render(<Harness onFocus={onFocus} onBlur={onBlur} />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('type')).toBe('email');
    await user.type(input, 'ana@gmial.com');
    const suggestion = strings['common.email.suggestion'].replace(
      '{{suggestion}}',
      'ana@gmail.com',
    );
    // Not while typing.
    expect(screen.queryByRole('button', { name: suggestion })).toBeNull();
    await user.tab();
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: suggestion }));
    expect((input as HTMLInputElement).value).toBe('ana@gmail.com');
    expect(screen.queryByRole('button', { name: /Did you mean/ })).toBeNull();
  });

  it('asks for an email keyboard and autofill, without capitals or spell-check', () => {
    render(<EmailField label="Email" strings={strings} current="" onSuggestion={() => {}} />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('inputmode')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('autocapitalize')).toBe('off');
    expect(input.getAttribute('spellcheck')).toBe('false');
  });

  it('suggests for text already there when the island starts (typed before hydration)', async () => {
    render(
      <EmailField
        label="Email"
        strings={strings}
        current="bob@hotmial.com"
        onSuggestion={() => {}}
      />,
    );
    // The suggester loads right after the island starts (it is not needed for the first keystroke).
    expect((await screen.findByRole('button')).textContent).toContain('bob@hotmail.com');
  });
});

describe('Button and ButtonLink', () => {
  it('blocks clicks and says it is busy while busy', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Send</Button>);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.querySelector('.spinner')).toBeNull();
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button onClick={onClick} busy>
        Sending
      </Button>,
    );
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.spinner')).not.toBeNull();
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled on request, styled by variant, and keeps an explicit type', () => {
    render(
      <Button disabled variant="secondary" type="button" className="mine">
        Back
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Back' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('form-button-secondary');
    expect(button.className).toContain('mine');
  });

  it('opens a new tab only when asked, and says so to screen readers', () => {
    render(
      <>
        <ButtonLink href="/next">Next</ButtonLink>
        <ButtonLink href="https://x.example" newTab newTabLabel="(new tab)" variant="secondary">
          Out
        </ButtonLink>
      </>,
    );
    const same = screen.getByRole('link', { name: 'Next' });
    expect(same.hasAttribute('target')).toBe(false);
    expect(same.className).toContain('form-button-primary');
    const out = screen.getByRole('link', { name: 'Out (new tab)' });
    expect(out.getAttribute('target')).toBe('_blank');
    expect(out.getAttribute('rel')).toBe('noopener noreferrer');
    expect(out.className).toContain('form-button-secondary');
  });
});

describe('Checkbox and the terms', () => {
  it('ties its error to the box', () => {
    render(<Checkbox label="Accept" error="Needed" />);
    const box = screen.getByRole('checkbox', { name: 'Accept' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(box)).toEqual(['Needed']);
  });

  it('has no error attributes without an error', () => {
    render(<Checkbox label="Accept" id="acc" />);
    const box = screen.getByRole('checkbox', { name: 'Accept' });
    expect(box.id).toBe('acc');
    expect(box.hasAttribute('aria-invalid')).toBe(false);
    expect(box.hasAttribute('aria-describedby')).toBe(false);
  });

  it('links the terms and the privacy policy, each in a new tab', () => {
    render(
      <TermsCheckbox name="terms" text={strings['common.terms.label']} newTabLabel="(new tab)" />,
    );
    const terms = screen.getByRole('link', { name: 'terms of use (new tab)' });
    const privacy = screen.getByRole('link', { name: 'privacy policy (new tab)' });
    expect(terms.getAttribute('href')).toBe(config.links.terms);
    expect(privacy.getAttribute('href')).toBe(config.links.privacy);
    for (const link of [terms, privacy]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(screen.getByRole('checkbox').getAttribute('name')).toBe('terms');
  });

  it('renders an unknown tag as plain text, never as markup', () => {
    const { container } = render(
      <RichText text="a <b>bold</b> <x>plain</x> c" tags={{ b: (t) => <strong>{t}</strong> }} />,
    );
    expect(container.innerHTML).toBe('a <strong>bold</strong> plain c');
  });
});

describe('status pieces', () => {
  it('announces errors assertively and successes politely; the region stays in the DOM', () => {
    const { rerender } = render(<FormAlert />);
    const region = screen.getByRole('alert');
    expect(region.getAttribute('aria-live')).toBe('assertive');
    expect(region.textContent).toBe('');
    rerender(<FormAlert message="Done" tone="success" />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Done');
    expect(screen.getByTestId('form-alert').className).toContain('text-success');
    rerender(<FormAlert message="Failed" />);
    expect(screen.getByTestId('form-alert').className).toContain('text-danger');
  });

  it('titles a result with h1 unless the page has one, and marks its status', () => {
    const { rerender, container } = render(
      <ResultPanel status="success" title="Linked">
        <p>body</p>
      </ResultPanel>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Linked' }).className).toContain(
      'text-2xl',
    );
    expect(container.querySelector('[data-result="success"] [data-status="success"]')).not.toBe(
      null,
    );
    rerender(<ResultPanel status="error" title="Failed" heading="h2" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Failed' }).className).toContain(
      'text-xl',
    );
  });

  it('announces waiting politely', () => {
    render(
      <>
        <BusyPanel label="Checking" heading="h2" />
        <LoadingStatus label="Loading" />
      </>,
    );
    const [busy, loading] = screen.getAllByRole('status');
    expect(busy?.querySelector('h2')?.textContent).toBe('Checking');
    expect(loading?.textContent).toBe('Loading');
  });

  it('names a divider by its word', () => {
    render(<Divider label="or" />);
    expect(screen.getByRole('separator', { name: 'or' })).toBeTruthy();
  });
});

describe('ErrorBoundary', () => {
  function Crash({ crash }: { crash: { now: boolean } }): React.ReactNode {
    if (crash.now) throw new Error('boom with user@example.com');
    return <p>works</p>;
  }

  it('replaces a crashed island with a translated panel, logs only the message, and retries', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const crash = { now: true };
    render(
      <ErrorBoundary strings={strings}>
        <Crash crash={crash} />
      </ErrorBoundary>,
    );
    const panel = screen.getByRole('alert');
    expect(panel.querySelector('h2')?.textContent).toBe(strings['common.boundary.title']);
    expect(panel.textContent).toContain(strings['common.boundary.body']);
    expect(logged).toHaveBeenCalledWith('Island crashed:', 'boom with user@example.com');
    crash.now = false;
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: strings['common.boundary.retry'] }));
    expect(screen.getByText('works')).toBeTruthy();
    logged.mockRestore();
  });

  it('logs "unknown error" for a crash that is not an Error', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Throws(): React.ReactNode {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the case under test
      throw 'a plain string';
    }
    render(
      <ErrorBoundary strings={strings}>
        <Throws />
      </ErrorBoundary>,
    );
    expect(logged).toHaveBeenCalledWith('Island crashed:', 'unknown error');
    logged.mockRestore();
  });
});
