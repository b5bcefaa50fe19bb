import { Fragment } from 'react';
import { emailBreakParts } from '../../lib/email-breaks';

/**
 * A translated text with its `{{email}}` filled in, the address wrapping only after the @ and
 * before a dot (`break-words` still breaks a single piece wider than the line). `translate="no"`:
 * a browser's page translation must leave the address as typed.
 */
export function EmailText({ template, email }: { template: string; email: string }) {
  const [before = '', after = ''] = template.split('{{email}}');
  return (
    <>
      {before}
      <span className="break-words" translate="no">
        {emailBreakParts(email).map((part, i) => (
          <Fragment key={i}>
            {i > 0 && <wbr />}
            {part}
          </Fragment>
        ))}
      </span>
      {after}
    </>
  );
}
