// Card-shaped placeholders that hold the catalog's layout while a page loads.

export function CardBone({ aspect = 'aspect-[3/4]', className = '' }: { aspect?: string; className?: string }) {
  return (
    <div className={`overflow-hidden rounded-2xl border border-slate-200 ${className}`}>
      <div className={`${aspect} bg-slate-100`} />
      <div className="space-y-2 p-2.5">
        <div className="h-4 w-3/4 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-100" />
      </div>
    </div>
  );
}

export function HeadingBone({ width = 'w-28' }: { width?: string }) {
  return (
    <div className="px-4 pt-5 pb-3">
      <div className={`h-7 ${width} rounded-lg bg-slate-200`} />
      <div className="mt-2 h-4 w-16 rounded bg-slate-100" />
    </div>
  );
}
