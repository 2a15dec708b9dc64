// Loading placeholders of the content pages: the same boxes, paddings and heights as what replaces them,
// so nothing jumps when the content arrives. Announced once to screen readers; the shapes are hidden.
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

/** A 2:1 banner like the CMS's hero images. */
export function HeroBone() {
  return <Bone className="aspect-[2/1] w-full rounded-2xl" />;
}

export function SectionTitleBone() {
  return <Bone className="mb-3 h-6 w-36" />;
}

export function CardBone({ numbered = false }: { numbered?: boolean }) {
  return (
    <div className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      {numbered ? <Bone className="size-8 shrink-0 rounded-full" /> : null}
      <div className="flex-1">
        <Bone className="mb-3 h-5 w-1/2" />
        <TextLinesBone lines={2} />
      </div>
    </div>
  );
}

export function AccordionBone({ rows = 6 }: { rows?: number }) {
  return (
    <div className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center justify-between gap-3 px-4 py-4">
          <Bone className={`h-5 ${index % 2 ? 'w-3/5' : 'w-4/5'}`} />
          <Bone className="size-5 shrink-0 rounded-full" />
        </div>
      ))}
    </div>
  );
}

export function FieldBone({ tall = false }: { tall?: boolean }) {
  return (
    <div>
      <Bone className="h-4 w-24" />
      <Bone className={`mt-1.5 w-full rounded-xl ${tall ? 'h-36' : 'h-12'}`} />
    </div>
  );
}
