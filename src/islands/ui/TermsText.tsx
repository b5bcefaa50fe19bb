import { config } from '../../lib/config';
import { RichText } from './RichText';

/** A translated sentence with `<terms>` and `<privacy>` links, both opening in a new tab. */
export function TermsText({ text, newTabLabel }: { text: string; newTabLabel: string }) {
  const link = (href: string) => (children: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-semibold">
      {children}
      <span className="sr-only"> {newTabLabel}</span>
    </a>
  );
  return (
    <RichText
      text={text}
      tags={{ terms: link(config.links.terms), privacy: link(config.links.privacy) }}
    />
  );
}
