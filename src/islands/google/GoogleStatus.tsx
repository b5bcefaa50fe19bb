import { Spinner } from '../ui/Spinner';
import type { GoogleButtonSize } from './connect';
import type { GoogleStrings } from './strings';

/** Heights of Google's button per size (spec section 4). */
export const GOOGLE_BUTTON_HEIGHT: Record<GoogleButtonSize, number> = {
  large: 40,
  medium: 32,
  small: 20,
};

/**
 * While the button's code and Google's script load, a status line holds the button's place from
 * the first paint; if they never come, the same line becomes the notice (one element, one layout
 * box: nothing jumps). Scripts off: hidden, the page's noscript text explains.
 */
export function GoogleStatus({
  unavailable,
  height,
  strings,
}: {
  unavailable: boolean;
  height: number;
  strings: GoogleStrings;
}) {
  return (
    <p
      role="status"
      className={`hidden items-center justify-center gap-2 text-sm text-muted js:flex ${
        unavailable ? 'rounded-xl border border-border px-4 py-3' : ''
      }`}
      style={{ minHeight: height }}
    >
      {unavailable ? (
        strings['errors.googleUnavailable']
      ) : (
        <>
          <Spinner />
          {strings['common.googleConnecting']}
        </>
      )}
    </p>
  );
}
