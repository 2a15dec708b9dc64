'use client';
// The catalog's stock switches: 'فقط کالاهای موجود' (a switch: hides what cannot be bought) and 'پیش خرید' (a
// toggle: only games sold before release). Each puts its state in the URL, as the filters do.
import { useRouter } from 'next/navigation';
import { catalogHref, withChanges, type CatalogQuery } from '@/lib/catalog-query';
import { SwitchTrack } from '@/components/ui/SwitchTrack';

export function StockSwitches({ query }: { query: CatalogQuery }) {
  const router = useRouter();
  const go = (changes: Partial<CatalogQuery>) =>
    router.push(catalogHref(withChanges(query, changes)), { scroll: false });

  return (
    <div className="mt-3 flex items-center justify-between gap-3 px-4">
      <button
        type="button"
        role="switch"
        aria-checked={query.onlyAvailable}
        onClick={() => go({ onlyAvailable: !query.onlyAvailable })}
        className="flex items-center gap-2 rounded-full py-1 text-sm font-medium text-slate-700"
      >
        <SwitchTrack on={query.onlyAvailable} />
        فقط کالاهای موجود
      </button>
      <button
        type="button"
        aria-pressed={query.preorder}
        onClick={() => go({ preorder: !query.preorder })}
        className={`shrink-0 rounded-full border px-3 py-1.5 text-sm ${
          query.preorder
            ? 'border-amber-500 bg-amber-500 font-bold text-white'
            : 'border-slate-200 text-slate-600 hover:bg-slate-50'
        }`}
      >
        پیش خرید
      </button>
    </div>
  );
}
