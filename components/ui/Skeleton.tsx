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

/** Bones one under the other, each sized by its class (the lines of a card's text). */
export function BoneLines({ lines, className = '' }: { lines: string[]; className?: string }) {
  return (
    <div className={`flex flex-col ${className}`}>
      {lines.map((line, index) => (
        <Bone key={index} className={line} />
      ))}
    </div>
  );
}

/**
 * A card's stand-in: its cover (`cover` sizes it as the card's own) with the lines of text beside it, and what
 * stands under them (`children`).
 */
export function CoverCardSkeleton({
  cover,
  lines,
  linesClassName,
  className,
  children,
}: {
  cover: string;
  lines: string[];
  linesClassName: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col rounded-2xl border border-slate-200 bg-white p-3 ${className}`}>
      <div className="flex items-start gap-3">
        <Bone className={`shrink-0 rounded-xl ${cover}`} />
        <BoneLines lines={lines} className={`flex-1 ${linesClassName}`} />
      </div>
      {children}
    </div>
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
