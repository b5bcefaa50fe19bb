// One selectable tile or pill: a native radio or checkbox stretched invisibly over the whole tile,
// so a click anywhere picks it, arrow keys move within a radio group, Space toggles a checkbox,
// and screen readers hear a real radio/checkbox with its checked state.
import type { ReactNode } from 'react';

interface ChoiceTileProps {
  type: 'radio' | 'checkbox';
  /** The group name (radios of one name form one group). */
  name: string;
  value: string;
  label: string;
  checked: boolean;
  onChange: () => void;
  /** Picture above the label (tiles); pills have none. */
  media?: ReactNode;
  /** Genre tiles: skipped until near the viewport, at their exact size (see DEFERRED). */
  deferred?: boolean;
}

/**
 * Tile grids: 4 columns on the wide card, fewer on narrow screens. `--cols` repeats the count and
 * the grid is a size container: a deferred tile computes its height from both.
 */
export const TILE_GRID =
  'grid grid-cols-2 gap-3 [--cols:2] @container sm:grid-cols-3 sm:[--cols:3] md:grid-cols-4 md:[--cols:4]';

const TILE =
  'relative flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 bg-surface-raised p-3 text-center text-sm font-semibold text-text transition-colors hover:border-accent has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus';

// content-visibility: a genre tile below the fold is neither laid out nor painted until it nears
// the viewport (step 3 renders some forty at once: their layout and paint were the longest task of
// that page on a slow phone). Still in the page for keyboard, find and screen readers. Its
// estimated height must be its real one: WebKit has no scroll anchoring, so any difference moved
// the tile under a finger aimed at it once rendered (cross-engine review, XB1). Content height =
// picture (column width - p-3 - border-2, at 8:5) + gap-2 + a label kept at two lines (LABEL).
// Business tiles and pills are few and small: they are laid out at once.
const DEFERRED =
  '[content-visibility:auto] [contain-intrinsic-size:auto_calc(((100cqw_-_(var(--cols)_-_1)_*_0.75rem)_/_var(--cols)_-_1.5rem_-_4px)_*_0.625_+_3rem)]';
const LABEL = 'flex min-h-10 items-center';

export function ChoiceTile({
  type,
  name,
  value,
  label,
  checked,
  onChange,
  media,
  deferred = false,
}: ChoiceTileProps) {
  return (
    <label
      className={`${TILE} ${deferred ? DEFERRED : ''} ${checked ? 'border-accent' : 'border-border/40'}`}
      data-checked={checked || undefined}
    >
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="absolute inset-0 z-10 h-full w-full cursor-pointer appearance-none rounded-xl opacity-0"
      />
      {media}
      <span className={deferred ? LABEL : undefined}>{label}</span>
      {checked && <CheckBadge />}
    </label>
  );
}

/** The check on a picked tile; decorative, the input announces the state. */
function CheckBadge() {
  return (
    <span
      className="absolute top-2 right-2 flex h-6 w-6 items-center justify-center rounded-full bg-accent text-on-accent"
      aria-hidden="true"
      data-testid="tile-check"
    >
      <svg viewBox="0 0 24 24" className="h-4 w-4" focusable="false">
        <path
          d="M6 12.5l4 4L18 8"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
      </svg>
    </span>
  );
}
