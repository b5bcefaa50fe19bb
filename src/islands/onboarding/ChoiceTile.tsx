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
}

/** Tile grids: 4 columns on the wide card, fewer on narrow screens. */
export const TILE_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4';

// content-visibility: a tile below the fold is neither laid out nor painted until it nears the
// viewport (step 3 renders some forty genre tiles at once: their layout and paint were the
// longest task of that page on a slow phone). Still in the page for keyboard, find and screen
// readers; its estimated height keeps the scroll bar steady.
const TILE =
  '[content-visibility:auto] [contain-intrinsic-size:auto_10rem] relative flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 bg-surface-raised p-3 text-center text-sm font-semibold text-text transition-colors hover:border-accent has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus';

export function ChoiceTile({
  type,
  name,
  value,
  label,
  checked,
  onChange,
  media,
}: ChoiceTileProps) {
  return (
    <label
      className={`${TILE} ${checked ? 'border-accent' : 'border-border/40'}`}
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
      <span>{label}</span>
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
