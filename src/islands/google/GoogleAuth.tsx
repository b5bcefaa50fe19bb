// Where the Google button goes: its place held by a status line from the first paint, the button
// itself (GoogleButton.tsx, with Google's script and the sign-in hand-off) loaded once the island
// has hydrated, never with the page (JS budget). If that code cannot load, the line becomes the
// "Google unavailable" notice and the rest of the page keeps working.
import { useEffect, useState } from 'react';
import { lazyModule } from '../../lib/lazy';
import type { GoogleButton, GoogleButtonProps } from './GoogleButton';
import { GOOGLE_BUTTON_HEIGHT, GoogleStatus } from './GoogleStatus';

const button = lazyModule(() => import('./GoogleButton'));

export function GoogleAuth(props: GoogleButtonProps) {
  const [loaded, setLoaded] = useState<typeof GoogleButton | 'failed' | null>(null);
  useEffect(() => {
    let active = true;
    button.load().then(
      (module) => active && setLoaded(() => module.GoogleButton),
      () => active && setLoaded('failed'),
    );
    return () => {
      active = false;
    };
  }, []);
  if (typeof loaded === 'function') {
    const Button = loaded;
    return <Button {...props} />;
  }
  const unavailable = loaded === 'failed';
  return (
    <div
      className="relative"
      data-google-auth={props.mode}
      data-phase={unavailable ? 'unavailable' : 'loading'}
    >
      <GoogleStatus
        unavailable={unavailable}
        height={GOOGLE_BUTTON_HEIGHT[props.size ?? 'large']}
        strings={props.strings}
      />
    </div>
  );
}
