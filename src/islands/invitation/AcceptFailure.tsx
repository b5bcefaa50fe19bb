import { config } from '../../lib/config';
import { ButtonLink } from '../ui/Button';
import { ResultPanel } from '../ui/ResultPanel';

/** An invitation that could not be accepted: error icon, the message, and the get-app page. */
export function AcceptFailure({
  title,
  message,
  getApp,
}: {
  title: string;
  message: string;
  getApp: string;
}) {
  return (
    <ResultPanel status="error" title={title}>
      <p role="alert" className="text-base text-text" data-testid="accept-failure">
        {message}
      </p>
      <div className="mt-2 w-full">
        <ButtonLink href={config.links.getApp}>{getApp}</ButtonLink>
      </div>
    </ResultPanel>
  );
}
