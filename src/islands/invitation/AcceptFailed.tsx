import { AcceptFailure } from './AcceptFailure';
import { acceptFailureMessage, type AcceptTexts, type OutcomeStrings } from './outcome';

/**
 * An acceptance that failed after the registration made the account: its message (a refusal in
 * the page's language, else the server's words, else the flow's fallback) and the way on.
 */
export function AcceptFailed({
  failure,
  texts,
  strings,
}: {
  failure: unknown;
  texts: AcceptTexts;
  strings: OutcomeStrings;
}) {
  return (
    <AcceptFailure
      title={texts.failedTitle}
      message={acceptFailureMessage(failure, texts, strings)}
      getApp={strings['common.getApp']}
    />
  );
}
