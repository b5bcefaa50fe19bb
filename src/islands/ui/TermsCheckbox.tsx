import type { Ref, ChangeEvent } from 'react';
import { config } from '../../lib/config';
import { Checkbox } from './Checkbox';
import { RichText } from './RichText';

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
  const link = (href: string) => (children: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-semibold">
      {children}
      <span className="sr-only"> {newTabLabel}</span>
    </a>
  );
  return (
    <Checkbox
      {...checkbox}
      label={
        <RichText
          text={text}
          tags={{ terms: link(config.links.terms), privacy: link(config.links.privacy) }}
        />
      }
    />
  );
}
