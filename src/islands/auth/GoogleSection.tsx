import type { ReactNode } from 'react';
import { GoogleAuth } from '../google/GoogleAuth';
import type { GoogleStrings } from '../google/strings';
import { Divider } from '../ui/Divider';

/** 'or continue with', the Google button and an optional note under it. */
export function GoogleSection({
  mode,
  strings,
  divider,
  children,
}: {
  mode: 'signin' | 'signup';
  strings: GoogleStrings;
  divider: string;
  children?: ReactNode;
}) {
  return (
    <div className="mt-6 flex flex-col gap-4">
      <Divider label={divider} />
      <GoogleAuth mode={mode} strings={strings} />
      {children}
    </div>
  );
}
