// The catalog for one state of its URL: phrase search, sort, the nine facets, applied chips and "load more".
// proxy.ts sends /products to one of two routes (lib/render-routes.ts): ./[state] (kept per state) or ./search
// (free text and long filter lists, rendered per request).
import { ServerImage } from '@/components/ui/ServerImage';
import Link from 'next/link';
import { AppliedFilters } from '@/components/catalog/AppliedFilters';
import { SearchBox, SortLinks } from '@/components/catalog/CatalogControls';
import { readBrand, readSearch } from '@/services/cached/catalog';
import { FilterSheet } from '@/components/catalog/FilterSheet';
import { ProductGrid } from '@/components/catalog/ProductCard';
import { toPersianDigits } from '@/lib/digits';
import {
  appliedFilterCount,
  CATALOG_MAX_PAGES,
  catalogHref,
  type CatalogQuery,
  toSearchRequest,
  withChanges,
} from '@/lib/catalog-query';

export async function CatalogResults({ query }: { query: CatalogQuery }) {
  const [result, brand] = await Promise.all([
    readSearch(toSearchRequest(query)),
    query.brands.length === 1 ? readBrand(query.brands[0]) : Promise.resolve(null),
  ]);
  const { facets, pagedResult } = result;
  const products = pagedResult.items;
  const hasMore = products.length < pagedResult.totalCount && query.pages < CATALOG_MAX_PAGES;
  const brandNames = brand ? { [brand.slug]: brand.name } : {};

  return (
    <>
      <div className="flex items-center gap-3 px-4 pt-5 pb-3">
        {brand?.filePath ? (
          <ServerImage src={brand.filePath} alt="" width={44} height={44} className="rounded-xl border border-slate-200" />
        ) : null}
        <div>
          <h1 className="text-xl font-extrabold text-slate-900">{brand ? <bdi>{brand.name}</bdi> : 'محصولات'}</h1>
          <p className="mt-0.5 text-sm text-slate-500" aria-live="polite">
            {toPersianDigits(pagedResult.totalCount)} بازی
            {query.phrase ? (
              <>
                {' '}
                برای «<bdi>{query.phrase}</bdi>»
              </>
            ) : null}
          </p>
        </div>
      </div>
      <SearchBox query={query} />
      <div className="mt-3 flex items-center gap-2 ps-4">
        <FilterSheet key={catalogHref(query)} query={query} facets={facets} />
        <SortLinks query={query} />
      </div>
      <div className="mt-3">
        <AppliedFilters query={query} facets={facets} brandNames={brandNames} />
      </div>
      <div className="mt-4 flex-1">
        <h2 className="sr-only">نتایج</h2>
        {products.length > 0 ? (
          <ProductGrid products={products} priorityCount={2} />
        ) : (
          <section className="mx-4 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <h2 className="text-lg font-bold text-slate-800">بازی‌ای با این مشخصات پیدا نشد</h2>
            <p className="mt-2 text-sm leading-6 text-slate-500">عبارت دیگری را جستجو کنید یا چند فیلتر را بردارید.</p>
            {appliedFilterCount(query) > 0 || query.phrase ? (
              <Link href="/products" className="mt-4 inline-block rounded-xl bg-brand-600 px-5 py-2.5 font-bold text-white hover:bg-brand-700">
                همه محصولات
              </Link>
            ) : null}
          </section>
        )}
        {hasMore ? (
          <div className="mt-5 px-4">
            <Link
              href={catalogHref(withChanges(query, { pages: query.pages + 1 }))}
              scroll={false}
              className="block rounded-xl border border-slate-200 py-3 text-center font-bold text-slate-700 hover:bg-slate-50"
            >
              نمایش بیشتر
            </Link>
          </div>
        ) : null}
      </div>
    </>
  );
}
