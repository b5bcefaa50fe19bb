import type { ReactNode } from 'react';
import { Spinner } from './Spinner';
import { StatusIcon } from './StatusIcon';

type Status = Parameters<typeof StatusIcon>[0]['status'];

/**
 * The outcome screens (expired, failed, accepted, linked): a big icon, a heading and the content
 * under it, centred. `heading` is h2 when the page already has its h1.
 */
export function ResultPanel({
  status,
  title,
  heading = 'h1',
  children,
}: {
  status: Status;
  title: string;
  heading?: 'h1' | 'h2';
  children?: ReactNode;
}) {
  const Heading = heading;
  return (
    <div className="flex flex-col items-center gap-4 pt-2 text-center" data-result={status}>
      <StatusIcon status={status} />
      <Heading
        className={`font-heading ${heading === 'h1' ? 'text-2xl sm:text-3xl' : 'text-xl sm:text-2xl'}`}
      >
        {title}
      </Heading>
      {children}
    </div>
  );
}

/** A waiting screen: a large spinner and what is happening, announced politely. */
export function BusyPanel({ label, heading = 'h1' }: { label: string; heading?: 'h1' | 'h2' }) {
  const Heading = heading;
  return (
    <div role="status" className="flex flex-col items-center gap-5 py-6 text-center">
      <Spinner className="h-12 w-12 border-6 text-accent-text" />
      <Heading className="font-heading text-xl sm:text-2xl">{label}</Heading>
    </div>
  );
}
