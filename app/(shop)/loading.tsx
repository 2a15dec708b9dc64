// Holds the home page's layout while it loads: the banner, the platform chips and a rail of cards.
import { CardBone } from '@/components/catalog/Skeletons';

export default function Loading() {
  return (
    <div aria-busy="true" aria-label="در حال بارگذاری" className="animate-pulse pt-3">
      <div className="mx-4 aspect-[2/1] w-[88%] rounded-2xl bg-slate-200" />
      <div className="mt-4 flex gap-2 px-4">
        {[0, 1, 2, 3].map((item) => (
          <div key={item} className="h-9 w-24 shrink-0 rounded-full bg-slate-100" />
        ))}
      </div>
      <div className="ms-4 mt-6 h-5 w-32 rounded bg-slate-200" />
      <div className="mt-3 flex gap-3 overflow-hidden px-4">
        {[0, 1, 2].map((item) => (
          <CardBone key={item} className="w-36 shrink-0" />
        ))}
      </div>
    </div>
  );
}
