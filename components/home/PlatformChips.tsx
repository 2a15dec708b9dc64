// The platforms the catalog knows (its `variants` facet) as chips, each leading to the catalog filtered by it.
import { IntentLink } from '@/components/shared/IntentLink';
import type { Facet } from '@/services/types/commerce';

export function PlatformChips({ facets }: { facets: Facet[] }) {
  const platforms = facets.find((facet) => facet.key === 'variants')?.items ?? [];
  if (platforms.length === 0) return null;
  return (
    <nav aria-label="پلتفرم ها" className="mt-4">
      <ul className="flex gap-2 overflow-x-auto px-4 [scrollbar-width:none]">
        {platforms.map((platform) => (
          <li key={platform.value} className="shrink-0">
            <IntentLink
              href={`/products?variants=${encodeURIComponent(platform.value)}`}
              className="block rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700"
            >
              <bdi dir="ltr">{platform.label}</bdi>
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
