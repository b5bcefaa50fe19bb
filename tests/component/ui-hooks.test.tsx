// The shared form hooks of src/islands/ui in a DOM: one submission at a time and its states,
// fields mirrored from the DOM with the session draft, browser-only values read after hydration,
// and leaving a page without a history entry.
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import { replaceDestination } from '../../src/lib/navigation/replace';
import { useClientValue } from '../../src/islands/ui/useClientValue';
import { useFailureForm, type FieldFailure } from '../../src/islands/ui/useFailureForm';
import { useFormFields } from '../../src/islands/ui/useFormFields';
import { useStateEmail } from '../../src/islands/ui/useStateEmail';
import { useSubmission } from '../../src/islands/ui/useSubmission';
import { readNavigationState, writeNavigationState } from '../../src/lib/navigation';
import { isEmailState } from '../../src/lib/navigation/states';
import { $drafts, getDraft } from '../../src/lib/stores/drafts';
import { InvalidResponseError } from '../../src/lib/api/errors';
import { lazyModule, type LazyModule } from '../../src/lib/lazy';
import { deferred, usePage } from './support/page';

usePage('/signup');

const toMessage = (error: unknown) => (error instanceof Error ? error.message : 'unknown');

describe('useSubmission', () => {
  it('goes idle → busy → success and stays locked, ignoring any later run', async () => {
    const { result } = renderHook(() => useSubmission(toMessage));
    expect(result.current.state).toEqual({ status: 'idle' });
    expect(result.current.locked).toBe(false);
    const hold = deferred();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.run(() => hold.promise);
    });
    expect(result.current.state).toEqual({ status: 'busy' });
    expect(result.current.locked).toBe(true);
    // Typing while busy must not unlock the form mid-call.
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ status: 'busy' });
    const second = vi.fn(async () => {});
    await act(async () => {
      await result.current.run(second);
      hold.release();
      await done;
    });
    expect(second).not.toHaveBeenCalled();
    expect(result.current.state).toEqual({ status: 'success' });
    expect(result.current.locked).toBe(true);
    await act(() => result.current.run(second));
    expect(second).not.toHaveBeenCalled();
  });

  it('a repeatable one (sending an email again) runs again after a success, never twice at once', async () => {
    const { result } = renderHook(() => useSubmission(toMessage, true));
    const hold = deferred();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.run(() => hold.promise);
    });
    const during = vi.fn(async () => {});
    await act(async () => {
      await result.current.run(during);
      hold.release();
      await done;
    });
    expect(during).not.toHaveBeenCalled();
    expect(result.current.state).toEqual({ status: 'success' });
    const again = vi.fn(async () => {});
    await act(() => result.current.run(again));
    expect(again).toHaveBeenCalledTimes(1);
    expect(result.current.state).toEqual({ status: 'success' });
  });

  it('turns a thrown failure into what the form shows, and lets the user try again', async () => {
    const { result } = renderHook(() => useSubmission(toMessage));
    await act(() =>
      result.current.run(async () => {
        throw new Error('refused');
      }),
    );
    expect(result.current.state).toEqual({ status: 'failed', error: 'refused' });
    expect(result.current.locked).toBe(false);
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ status: 'idle' });
    const retry = vi.fn(async () => {});
    await act(() => result.current.run(retry));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(result.current.state).toEqual({ status: 'success' });
  });
});

const NAMES = ['email', 'password', 'terms'] as const;

function DraftForm({ onValues }: { onValues?: (values: Record<string, string>) => void }) {
  const fields = useFormFields('draft-form', NAMES);
  onValues?.(fields.values);
  return (
    <form>
      <label>
        Email
        <input {...fields.bind('email')} />
      </label>
      <label>
        Password
        <input type="password" {...fields.bind('password')} />
      </label>
      <label>
        Terms
        <input type="checkbox" {...fields.bind('terms')} />
      </label>
      <button type="button" onClick={() => fields.set('email', 'set@example.com')}>
        set
      </button>
      <button type="button" onClick={() => fields.focus('password')}>
        focus
      </button>
      <button type="button" onClick={fields.forget}>
        forget
      </button>
    </form>
  );
}

function PartlyRendered() {
  const fields = useFormFields('partly', ['email', 'code'] as const);
  return <input aria-label="Email" {...fields.bind('email')} />;
}

describe('useFormFields', () => {
  it('skips a named field the form does not render', () => {
    $drafts.set({ partly: { email: 'kept@example.com' } });
    render(<PartlyRendered />);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('kept@example.com');
  });

  it('restores the draft into empty fields after a reload, never a password', async () => {
    $drafts.set({ 'draft-form': { email: 'kept@example.com', terms: 'true' } });
    let seen: Record<string, string> = {};
    render(<DraftForm onValues={(v) => (seen = v)} />);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('kept@example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Terms').checked).toBe(true);
    expect(seen).toEqual({ email: 'kept@example.com', password: '', terms: 'true' });

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByLabelText('Terms'));
    expect(seen).toEqual({ email: 'kept@example.com', password: 'secret', terms: '' });
    expect(getDraft('draft-form')).toEqual({ email: 'kept@example.com', terms: '' });
    expect(sessionStorage.getItem('account.drafts')).not.toContain('secret');
  });

  it('leaves the field the user is in alone: a draft written into it would run into their typing', async () => {
    $drafts.set({ 'draft-form': { email: 'kept@example.com', terms: 'true' } });
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<DraftForm />);
    const email = container.querySelector<HTMLInputElement>('input:not([type])')!;
    email.focus();
    const root = await act(async () => hydrateRoot(container, <DraftForm />));
    expect(email.value).toBe('');
    expect(container.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked).toBe(true);
    act(() => root.unmount());
    container.remove();
  });

  it('sets a value in the input, the state and the draft; focuses; forgets the draft', async () => {
    let seen: Record<string, string> = {};
    render(<DraftForm onValues={(v) => (seen = v)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'set' }));
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('set@example.com');
    expect(seen.email).toBe('set@example.com');
    expect(getDraft('draft-form')).toEqual({ email: 'set@example.com' });
    await user.click(screen.getByRole('button', { name: 'focus' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    await user.click(screen.getByRole('button', { name: 'forget' }));
    expect($drafts.get()).toEqual({});
  });

  it('keeps text and ticks made before hydration over the draft, and records them', async () => {
    $drafts.set({ 'draft-form': { email: 'old@example.com' } });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<DraftForm />);
    document.body.append(container);
    const [email, password, terms] = container.querySelectorAll('input');
    email!.value = 'new@example.com';
    password!.value = 'early-secret';
    terms!.checked = true;
    let seen: Record<string, string> = {};
    const root = await act(async () =>
      hydrateRoot(container, <DraftForm onValues={(v) => (seen = v)} />),
    );
    expect(email!.value).toBe('new@example.com');
    expect(seen).toEqual({ email: 'new@example.com', password: 'early-secret', terms: 'true' });
    expect(getDraft('draft-form')).toEqual({ email: 'new@example.com', terms: 'true' });
    act(() => root.unmount());
    container.remove();
  });
});

type Field = 'email' | 'code';
type Key = 'bad' | 'wrongCode' | 'server';
const TEXTS = {
  bad: 'Check the form',
  wrongCode: 'Wrong code',
  server: 'Down',
  'errors.network': 'No network',
  'errors.timeout': 'Too slow',
  'errors.server': 'Unavailable',
  'errors.rateLimited': 'Too many',
};

/** A submit path as lib/lazy.ts hands it over: its check, its request, its refusal messages. */
interface CodePath {
  check: (code: string) => FieldFailure<Field, Key> | null;
  send: () => Promise<void>;
  refusal: (error: unknown) => FieldFailure<Field, Key>;
}

/** A path whose request is refused with `failure` (what its mapping shows). */
const refusedWith = (failure: FieldFailure<Field, Key>): LazyModule<CodePath> => ({
  load: () =>
    Promise.resolve({
      check: () => null,
      send: () => Promise.reject(new Error('refused')),
      refusal: () => failure,
    }),
  preload: () => undefined,
});

function CodeForm({
  failure,
  path,
}: {
  /** What a refused request shows, through a path that refuses every request. */
  failure?: FieldFailure<Field, Key>;
  path?: LazyModule<CodePath>;
}) {
  const form = useFailureForm<Field, Key>('code-form', ['email', 'code'], TEXTS);
  const through = path ?? (failure && refusedWith(failure));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!through) return;
        form.submitThrough(through, (loaded) => {
          const wrong = loaded.check(form.values.code);
          return wrong ?? { run: loaded.send, failure: loaded.refusal };
        });
      }}
    >
      <p role="alert">{form.alert ?? ''}</p>
      {(['email', 'code'] as const).map((name) => {
        const { error, ...input } = form.field(name);
        return (
          <p key={name}>
            <input {...input} aria-label={name} aria-invalid={error ? true : undefined} />
            {error && <span>{error}</span>}
          </p>
        );
      })}
      <button type="submit">go</button>
    </form>
  );
}

describe('useFailureForm', () => {
  it('shows the alert and field messages, focuses the field at fault, and clears them on typing', async () => {
    render(
      <CodeForm
        failure={{ alert: 'bad', fields: [{ field: 'code', key: 'wrongCode' }], focus: 'code' }}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByRole('alert').textContent).toBe('Check the form');
    expect(screen.getByText('Wrong code')).toBeTruthy();
    expect(screen.getByLabelText('email').hasAttribute('aria-invalid')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('code')));
    await user.type(screen.getByLabelText('email'), 'a');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.queryByText('Wrong code')).toBeNull();
  });

  it('prefers a text from the server over the alert key, and moves no focus without a field', async () => {
    render(
      <CodeForm failure={{ alert: 'server', alertText: 'Maintenance', fields: [], focus: null }} />,
    );
    const button = screen.getByRole('button', { name: 'go' });
    await userEvent.setup().click(button);
    expect(screen.getByRole('alert').textContent).toBe('Maintenance');
    expect(document.activeElement).toBe(button);
  });
});

describe('useFailureForm().submitThrough', () => {
  const refused = { alert: 'bad', fields: [{ field: 'email', key: 'wrongCode' }], focus: 'email' };
  const path = (send: () => Promise<void>): LazyModule<CodePath> =>
    lazyModule(async () => ({
      check: (code) => (code === '' ? { alert: 'bad', fields: [], focus: 'code' } : null),
      send,
      refusal: () => refused as FieldFailure<Field, Key>,
    }));

  async function submitWith(lazy: LazyModule<CodePath>, code = '42') {
    render(<CodeForm path={lazy} />);
    const user = userEvent.setup();
    if (code) await user.type(screen.getByLabelText('code'), code);
    await user.click(screen.getByRole('button', { name: 'go' }));
  }

  it("shows the path's own check failure without sending", async () => {
    const send = vi.fn(async () => undefined);
    await submitWith(path(send), '');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Check the form'));
    expect(send).not.toHaveBeenCalled();
  });

  it("shows a refused request through the path's own mapping", async () => {
    await submitWith(path(() => Promise.reject(new Error('E_SOMETHING'))));
    await waitFor(() => expect(screen.getByText('Wrong code')).toBeTruthy());
    expect(screen.getByRole('alert').textContent).toBe('Check the form');
  });

  it('reads a submit path that cannot load as a network failure', async () => {
    await submitWith(lazyModule(() => Promise.reject(new TypeError('Failed to fetch'))));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No network'));
  });

  it.each([
    ['a bug', new Error('bug')],
    ['another API failure', new InvalidResponseError('the submit path')],
  ])(
    'reads %s before the path answers as the service being unavailable, not as the network',
    async (_name, failure) => {
      const broken: LazyModule<CodePath> = {
        load: () => Promise.reject(failure),
        preload: () => undefined,
      };
      await submitWith(broken);
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Unavailable'));
    },
  );
});

describe('browser-only values', () => {
  it('renders the server value while hydrating, then what the browser knows', async () => {
    const store = atom('stored');
    function Show() {
      const fromStore = useStore(store, { ssr: () => 'server' });
      const fromPage = useClientValue(() => location.pathname, '/');
      return <p>{`${fromStore} ${fromPage}`}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Show />);
    expect(container.textContent).toBe('server /');
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await act(async () => hydrateRoot(container, <Show />));
    expect(container.textContent).toBe('stored /signup');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => store.set('changed'));
    expect(container.textContent).toBe('changed /signup');
    act(() => root.unmount());
    container.remove();
  });

  it('reads the email handed to this page, and nothing when it was meant for another', async () => {
    writeNavigationState('/signup', { email: 'ana@example.com' });
    const { result, unmount } = renderHook(() => useStateEmail());
    expect(result.current).toBe('ana@example.com');
    unmount();
    writeNavigationState('/thank-you', { email: 'ana@example.com' });
    expect(renderHook(() => useStateEmail()).result.current).toBeNull();
    writeNavigationState('/signup', { email: '' });
    expect(renderHook(() => useStateEmail()).result.current).toBeNull();
  });
});

describe('replaceDestination', () => {
  it('replaces the current entry with a site page, handing its state over', () => {
    const replace = vi.spyOn(location, 'replace');
    replaceDestination({ kind: 'navigate', path: '/signin', state: { email: 'a@b.c' } });
    expect(replace).toHaveBeenCalledWith('/signin');
    expect(readNavigationState(isEmailState, '/signin')).toEqual({
      email: 'a@b.c',
    });
    replaceDestination({ kind: 'external', url: 'https://app.example/x' });
    expect(replace).toHaveBeenLastCalledWith('https://app.example/x');
    replace.mockRestore();
  });
});
