import type { Ref, ChangeEvent } from 'react';
import { Checkbox } from './Checkbox';
import { TermsText } from './TermsText';

interface TermsCheckboxProps {
  /** The translated label with `<terms>` and `<privacy>` tags. */
  text: string;
  newTabLabel: string;
  error?: string;
  name: string;
  ref?: Ref<HTMLInputElement>;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
}

/** The terms-and-privacy checkbox of the registration forms; both links open in a new tab. */
export function TermsCheckbox({ text, newTabLabel, ...checkbox }: TermsCheckboxProps) {
  return <Checkbox {...checkbox} label={<TermsText text={text} newTabLabel={newTabLabel} />} />;
}
