// The age range 0..50 (50 means 50+) as two native range inputs on one track: each thumb is a
// real slider with its own label, so arrow keys, Home/End and Page keys work and screen readers
// hear '50+' at the top. Marks at 0, 20, 30 and 50+.
import { useId } from 'react';
import { format } from '../../lib/i18n/format';
import { AGE_MAX, AGE_MIN, type AgeRange } from '../../lib/stores/onboarding';
import { ageText, moveAgeBound } from './logic';
import { LEGEND } from './PillGroup';
import type { Step2Strings } from './strings';

const MARKS = [0, 20, 30, 50] as const;

// The inputs overlay the track but only their thumbs take the pointer, so both stay draggable.
// They overhang the track by half a thumb on each side, so a thumb's centre sits exactly at its
// value on the track and on the marks.
const THUMB =
  'pointer-events-none absolute -left-3 top-0 h-10 w-[calc(100%+1.5rem)] appearance-none bg-transparent focus-visible:outline-none ' +
  '[&::-webkit-slider-runnable-track]:h-10 [&::-webkit-slider-thumb]:mt-2 ' +
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:h-6 [&::-webkit-slider-thumb]:w-6 [&::-webkit-slider-thumb]:cursor-pointer [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-surface [&::-webkit-slider-thumb]:bg-accent ' +
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:h-6 [&::-moz-range-thumb]:w-6 [&::-moz-range-thumb]:cursor-pointer [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-surface [&::-moz-range-thumb]:bg-accent ' +
  'focus-visible:[&::-webkit-slider-thumb]:outline-3 focus-visible:[&::-webkit-slider-thumb]:outline-offset-2 focus-visible:[&::-webkit-slider-thumb]:outline-focus focus-visible:[&::-moz-range-thumb]:outline-3 focus-visible:[&::-moz-range-thumb]:outline-focus';

const percent = (age: number) => `${((age - AGE_MIN) / (AGE_MAX - AGE_MIN)) * 100}%`;

interface Props {
  value: AgeRange;
  onChange: (range: AgeRange) => void;
  strings: Step2Strings;
}

export function AgeRangeSlider({ value, onChange, strings }: Props) {
  const id = useId();
  const [low, high] = value;
  const plus = strings['onboarding.age.plus'];
  const summary = format(strings['onboarding.age.value'], {
    from: ageText(low, plus),
    to: ageText(high, plus),
  });
  const thumb = (bound: 'low' | 'high', age: number) => (
    <input
      type="range"
      min={AGE_MIN}
      max={AGE_MAX}
      step={1}
      value={age}
      aria-label={strings[bound === 'low' ? 'onboarding.age.min' : 'onboarding.age.max']}
      aria-valuetext={ageText(age, plus)}
      aria-describedby={`${id}-summary`}
      onChange={(event) => onChange(moveAgeBound(value, bound, Number(event.currentTarget.value)))}
      // When both thumbs meet at the top, the low one must stay reachable by pointer.
      className={`${THUMB} ${bound === 'low' && low > AGE_MAX / 2 ? 'z-20' : 'z-10'}`}
    />
  );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={LEGEND}>{strings['onboarding.age.label']}</legend>
      <p id={`${id}-summary`} className="text-sm text-muted">
        {summary}
      </p>
      <div className="relative mx-3 h-10">
        <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-border/50" />
        <div
          className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-accent"
          style={{ left: percent(low), right: `calc(100% - ${percent(high)})` }}
        />
        {thumb('low', low)}
        {thumb('high', high)}
      </div>
      <div className="relative mx-3 h-5 text-xs text-muted" aria-hidden="true">
        {MARKS.map((mark) => (
          <span key={mark} className="absolute -translate-x-1/2" style={{ left: percent(mark) }}>
            {ageText(mark, plus)}
          </span>
        ))}
      </div>
    </fieldset>
  );
}
