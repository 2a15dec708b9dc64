'use client';
// Applied filters as removable chips; each is a button 'حذف فیلتر …' that drops one value from the URL.
import { useRouter } from 'next/navigation';
import { catalogHref, FACET_KEYS, withChanges, withoutFacetValue, type CatalogQuery } from '@/lib/catalog-query';
import type { Facet } from '@/services/types/commerce';
import { CloseIcon } from '@/components/ui/icons';

export function AppliedFilters({
  query,
  facets,
  brandNames,
}: {
  query: CatalogQuery;
  facets: Facet[];
  brandNames: Record<string, string>;
}) {
  const router = useRouter();
  const labelOf = (key: string, value: string) =>
    facets.find((facet) => facet.key === key)?.items.find((item) => item.value === value)?.label ?? value;
  const chips = [
    ...query.brands.map((brand) => ({
      key: `brands-${brand}`,
      label: brandNames[brand] ?? brand,
      href: catalogHref(withChanges(query, { brands: query.brands.filter((item) => item !== brand) })),
    })),
    ...FACET_KEYS.flatMap((key) =>
      query.facets[key].map((value) => ({
        key: `${key}-${value}`,
        label: labelOf(key, value),
        href: catalogHref(withoutFacetValue(query, key, value)),
      })),
    ),
  ];
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2 px-4" aria-label="فیلترهای اعمال شده">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            aria-label={`حذف فیلتر ${chip.label}`}
            onClick={() => router.push(chip.href, { scroll: false })}
            className="flex items-center gap-1 rounded-full bg-brand-50 py-1 ps-3 pe-2 text-sm text-brand-700 hover:bg-brand-100"
          >
            <bdi>{chip.label}</bdi>
            <CloseIcon size={16} />
          </button>
        </li>
      ))}
    </ul>
  );
}
