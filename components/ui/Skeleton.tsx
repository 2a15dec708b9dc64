// The building blocks of loading placeholders: a pulsing bone, and a list of stand-ins for the cards a list is
// about to show. Feature skeletons compose them, each card sized as its own.
import type { ReactNode } from 'react';

export function Bone({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none ${className}`}
    />
  );
}

/** A list while it is read: three stand-ins of its card, busy, and `label` for a screen reader meanwhile. */
export function SkeletonList({
  label,
  card,
  testId,
  className = '',
}: {
  label: string;
  card: ReactNode;
  testId: string;
  className?: string;
}) {
  return (
    <div aria-busy="true" className={`flex flex-col gap-3 ${className}`} data-testid={testId}>
      <span className="sr-only">{label}</span>
      {card}
      {card}
      {card}
    </div>
  );
}
