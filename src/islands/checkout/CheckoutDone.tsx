import { useStore } from '@nanostores/react';
import { config } from '../../lib/config';
import { appReturnUrl } from '../../lib/redirects';
import { $sessionContext } from '../../lib/stores/session';
import { ButtonLink } from '../ui/Button';
import { StatusIcon } from '../ui/StatusIcon';
import type { CheckoutStrings } from './strings';

/**
 * The next step once the checkout reported the payment, by the app the user came from: back to
 * the mobile app (deep link) or Loxone (its callback); the desktop app, which opened this window;
 * on the web, the app to get and sign in to.
 */
export function CheckoutDone({ strings }: { strings: CheckoutStrings }) {
  const { from, redirectId } = useStore($sessionContext);
  const returnUrl = appReturnUrl(from, redirectId);
  const [body, action] = returnUrl
    ? [strings['checkout.done.app'], { href: returnUrl, label: strings['password.done.backToApp'] }]
    : from === 'electron'
      ? [strings['checkout.done.desktop'], null]
      : [
          strings['checkout.done.web'],
          { href: config.links.getApp, label: strings['checkout.done.getApp'] },
        ];
  return (
    <div role="status" className="mb-6 flex flex-col items-center gap-4 text-center">
      <StatusIcon status="success" />
      <h2 className="font-heading text-xl sm:text-2xl">{strings['checkout.done.title']}</h2>
      <p className="text-base text-muted">{body}</p>
      {action && <ButtonLink href={action.href}>{action.label}</ButtonLink>}
    </div>
  );
}
