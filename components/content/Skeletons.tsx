// Loading placeholders of the content pages: the same boxes, paddings and heights as what replaces them,
// so nothing jumps when the content arrives.
import { Bone, TextLinesBone } from '@/components/ui/Skeleton';

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
