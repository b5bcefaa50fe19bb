import type { ReactNode } from 'react';
import { config } from '../../lib/config';
import { ButtonLink } from '../ui/Button';
import { ResultPanel } from '../ui/ResultPanel';

/**
 * An invitation that could not be accepted: error icon, the message, and the get-app page; an
 * `action` that can still make it work comes first, the app then second.
 */
export function AcceptFailure({
  title,
  message,
  getApp,
  action,
}: {
  title: string;
  message: string;
  getApp: string;
  action?: ReactNode;
}) {
  return (
    <ResultPanel status="error" title={title}>
      <p role="alert" className="text-base text-text" data-testid="accept-failure">
        {message}
      </p>
      <div className="mt-2 flex w-full flex-col gap-3">
        {action}
        <ButtonLink href={config.links.getApp} variant={action ? 'secondary' : 'primary'}>
          {getApp}
        </ButtonLink>
      </div>
    </ResultPanel>
  );
}
