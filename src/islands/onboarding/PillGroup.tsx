import { ChoiceTile } from './ChoiceTile';

/** Legend style of the step-2 groups. */
export const LEGEND = 'mb-3 text-base font-bold';

interface PillGroupProps<V extends string> {
  legend: string;
  /** radio: one of the options; checkbox: any of them. */
  type: 'radio' | 'checkbox';
  name: string;
  options: readonly V[];
  labelOf: (option: V) => string;
  isChecked: (option: V) => boolean;
  onPick: (option: V) => void;
}

/** A labelled group of pill-shaped choices (gender, styles). */
export function PillGroup<V extends string>(props: PillGroupProps<V>) {
  const { legend, type, name, options, labelOf, isChecked, onPick } = props;
  return (
    <fieldset>
      <legend className={LEGEND}>{legend}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <ChoiceTile
            key={option}
            type={type}
            name={name}
            value={option}
            label={labelOf(option)}
            checked={isChecked(option)}
            onChange={() => onPick(option)}
          />
        ))}
      </div>
    </fieldset>
  );
}
