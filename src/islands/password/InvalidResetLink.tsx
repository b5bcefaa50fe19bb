import { ButtonLink } from '../ui/Button';
import { StatusIcon } from '../ui/StatusIcon';
import type { ResetStrings } from './strings';

/** A reset link that cannot be read (cut short, damaged): a way to ask for a new one. */
export function InvalidResetLink({ strings, href }: { strings: ResetStrings; href: string }) {
  return (
    <div className="mt-6 flex flex-col gap-5 text-center">
      <StatusIcon status="error" />
      <p role="alert" className="font-semibold">
        {strings['password.reset.invalidLink']}
      </p>
      <ButtonLink href={href}>{strings['password.reset.requestNew']}</ButtonLink>
    </div>
  );
}
