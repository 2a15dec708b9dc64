// The building blocks of every loading placeholder: a pulsing bone, a loading region announced once to
// screen readers, and the heading and text-line shapes. Feature skeletons compose these.
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/ui/PageHeading';

export function Bone({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none ${className}`} />;
}

/** A loading region: the heading is real (it is known before the data), the rest is shapes. */
export function LoadingPage({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div aria-busy="true" className="flex flex-1 flex-col">
      <p role="status" className="sr-only">
        در حال بارگذاری…
      </p>
      {title ? <PageHeading>{title}</PageHeading> : <HeadingBone />}
      {children}
    </div>
  );
}

/** Same box as PageHeading. */
export function HeadingBone() {
  return (
    <div className="px-4 pt-5 pb-3">
      <Bone className="h-7 w-40" />
    </div>
  );
}

export function TextLinesBone({ lines = 3 }: { lines?: number }) {
  return (
    <div className="flex flex-col gap-3 py-1">
      {Array.from({ length: lines }, (_, index) => (
        <Bone key={index} className={`h-4 ${index === lines - 1 ? 'w-2/3' : 'w-full'}`} />
      ))}
    </div>
  );
}
