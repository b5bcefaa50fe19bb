import { useId } from 'react';

/** The smart-genres flag: a switch with its label and description. */
export function SmartGenresSwitch({
  checked,
  onChange,
  label,
  description,
}: {
  checked: boolean;
  onChange: () => void;
  label: string;
  description: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl bg-surface-raised p-4">
      <div>
        <label htmlFor={id} className="font-bold">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted">
          {description}
        </p>
      </div>
      <span className="relative inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={onChange}
          aria-describedby={`${id}-description`}
          className="peer absolute inset-0 z-10 h-full w-full cursor-pointer appearance-none rounded-full opacity-0"
        />
        <span
          aria-hidden="true"
          className={`flex h-7 w-12 items-center rounded-full border-2 p-0.5 transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus ${checked ? 'border-accent bg-accent' : 'border-border bg-surface'}`}
        >
          <span
            className={`h-5 w-5 rounded-full transition-transform motion-reduce:transition-none ${checked ? 'translate-x-5 bg-on-accent' : 'bg-muted'}`}
          />
        </span>
      </span>
    </div>
  );
}
