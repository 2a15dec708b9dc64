// Holds the catalog's layout while it loads: heading, search, controls and a grid of card shapes.
export default function Loading() {
  return (
    <div aria-busy="true" aria-label="در حال بارگذاری محصولات" className="animate-pulse">
      <div className="px-4 pt-5 pb-3">
        <div className="h-7 w-28 rounded-lg bg-slate-200" />
        <div className="mt-2 h-4 w-16 rounded bg-slate-200" />
      </div>
      <div className="mx-4 h-11 rounded-2xl bg-slate-100" />
      <div className="mt-3 flex gap-2 px-4">
        {[0, 1, 2, 3].map((item) => (
          <div key={item} className="h-8 w-20 rounded-full bg-slate-100" />
        ))}
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-3 px-4">
        {[0, 1, 2, 3].map((item) => (
          <li key={item} className="overflow-hidden rounded-2xl border border-slate-200">
            <div className="aspect-[3/4] bg-slate-100" />
            <div className="space-y-2 p-2.5">
              <div className="h-4 w-3/4 rounded bg-slate-200" />
              <div className="h-4 w-1/2 rounded bg-slate-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
