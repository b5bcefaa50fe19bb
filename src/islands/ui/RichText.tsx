import { Fragment, type ReactNode } from 'react';
import { parseRich } from '../../lib/i18n/format';

/**
 * Renders a translated text with named tags (`<terms>…</terms>`) as React elements: each tag maps
 * to a render function; the text is never parsed as HTML.
 */
export function RichText({
  text,
  tags,
}: {
  text: string;
  tags: Record<string, (children: string) => ReactNode>;
}) {
  return (
    <>
      {parseRich(text).map((part, i) => (
        <Fragment key={i}>
          {part.tag && tags[part.tag] ? tags[part.tag]!(part.text) : part.text}
        </Fragment>
      ))}
    </>
  );
}
