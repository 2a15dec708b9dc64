// Holds the catalog's layout while a search (rendered per request) loads: heading, search, controls and a grid of
// card shapes. The cached catalog states have no skeleton: it would stand in their HTML before the content.
import { CardBone, HeadingBone } from '@/components/catalog/Skeletons';

export default function Loading() {
  return (
    <div aria-busy="true" aria-label="در حال بارگذاری محصولات" className="animate-pulse">
      <HeadingBone />
      <div className="mx-4 h-11 rounded-2xl bg-slate-100" />
      <div className="mt-3 flex gap-2 px-4">
        {[0, 1, 2, 3].map((item) => (
          <div key={item} className="h-8 w-20 rounded-full bg-slate-100" />
        ))}
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-3 px-4">
        {[0, 1, 2, 3].map((item) => (
          <li key={item}>
            <CardBone />
          </li>
        ))}
      </ul>
    </div>
  );
}
