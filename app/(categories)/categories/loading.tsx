// Holds the categories grid while it loads.
export default function Loading() {
  return (
    <div aria-busy="true" aria-label="در حال بارگذاری دسته بندی ها" className="animate-pulse">
      <div className="px-4 pt-5 pb-3">
        <div className="h-7 w-32 rounded-lg bg-slate-200" />
        <div className="mt-2 h-4 w-24 rounded bg-slate-100" />
      </div>
      <ul className="grid grid-cols-2 gap-3 px-4">
        {[0, 1, 2, 3, 4, 5].map((item) => (
          <li key={item} className="overflow-hidden rounded-2xl border border-slate-200">
            <div className="aspect-[4/3] bg-slate-100" />
            <div className="space-y-2 p-2.5">
              <div className="h-4 w-2/3 rounded bg-slate-200" />
              <div className="h-3 w-1/3 rounded bg-slate-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
