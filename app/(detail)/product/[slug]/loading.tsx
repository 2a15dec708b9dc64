// Holds the product page's layout while it loads: cover, titles, the picker and the add button.
export default function Loading() {
  return (
    <div aria-busy="true" aria-label="در حال بارگذاری محصول" className="animate-pulse px-4 pt-4">
      <div className="mx-auto aspect-[3/4] w-52 rounded-2xl bg-slate-200" />
      <div className="mx-auto mt-4 h-7 w-48 rounded-lg bg-slate-200" />
      <div className="mx-auto mt-2 h-4 w-32 rounded bg-slate-100" />
      <div className="mt-6 flex gap-2">
        {[0, 1, 2].map((item) => (
          <div key={item} className="h-9 w-24 rounded-xl bg-slate-100" />
        ))}
      </div>
      <div className="mt-4 space-y-2">
        {[0, 1].map((item) => (
          <div key={item} className="h-12 rounded-2xl bg-slate-100" />
        ))}
      </div>
      <div className="mt-4 h-12 rounded-xl bg-slate-200" />
    </div>
  );
}
