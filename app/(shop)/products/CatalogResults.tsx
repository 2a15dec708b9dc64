// The catalog for one state of its URL: phrase search, sort, the stock switches, the nine facets, applied chips
// and "load more"; on a brand's or category's page, under its heading. proxy.ts sends each catalog address to one
// of two routes (lib/render-routes.ts, ./catalog-pages.tsx): [state] (kept per state) or search (free text and
// long filter lists, rendered per request).
import { notFound } from 'next/navigation';
import { IntentLink } from '@/components/shared/IntentLink';
import { ServerImage } from '@/components/ui/ServerImage';
import { AppliedFilters } from '@/components/catalog/AppliedFilters';
import { SearchBox, SortLinks } from '@/components/catalog/CatalogControls';
import { StockSwitches } from '@/components/catalog/StockSwitches';
import { readBrand, readCategory, readCompany, readSearch } from '@/services/server/cached/catalog';
import { CompanyTabs } from '../company/[slug]/CompanyTabs';
import { FilterSheet } from '@/components/catalog/FilterSheet';
import { ProductGrid } from '@/components/catalog/ProductCard';
import { JsonLd } from '@/components/ui/JsonLd';
import { toPersianDigits } from '@/lib/digits';
import { siteIndexing } from '@/lib/site-indexing';
import { catalogCrumbs, type CatalogHeading } from '@/services/server/views/seo';
import {
  CATALOG_MAX_PAGES,
  catalogHref,
  catalogPath,
  type CatalogQuery,
  narrowsResults,
  toSearchRequest,
  withChanges,
} from '@/lib/catalog-query';

/** The catalog's list for analytics; a brand's or category's page names its own. */
const CATALOG_LIST = { item_list_id: 'catalog', item_list_name: 'محصولات' };

type Heading = CatalogHeading;

/** The reads of a kept catalog state, and of one rendered per request (which keep nothing, not even data). */
const KEPT_READS = { search: readSearch, brand: readBrand, category: readCategory, company: readCompany };
const FRESH_READS = {
  search: readSearch.uncached,
  brand: readBrand.uncached,
  category: readCategory.uncached,
  company: readCompany.uncached,
};
type CatalogReads = typeof FRESH_READS;

/** The page's brand, category or company; else the brand when the catalog is filtered by exactly one. */
async function headingOf(query: CatalogQuery, reads: CatalogReads): Promise<Heading | null> {
  if (query.scope?.kind === 'company') {
    const company = await reads.company(query.scope.slug);
    return company && { name: company.name, slug: company.slug, image: company.filePath || null, description: null };
  }
  const found =
    query.scope?.kind === 'category'
      ? await reads.category(query.scope.slug)
      : query.scope?.kind === 'brand' || query.brands.length === 1
        ? await reads.brand(query.scope?.slug ?? query.brands[0])
        : null;
  return (
    found && {
      name: found.name,
      slug: found.slug,
      image: found.filePath,
      description: query.scope ? (found.description ?? null) : null,
    }
  );
}

/**
 * What a catalog state shows: the search and the page's heading. `kept`: the state is kept in the render cache, so
 * its reads are kept too; else nothing is. The page and its metadata read the same (once per request).
 */
export async function readCatalogState(query: CatalogQuery, kept: boolean) {
  const reads = kept ? KEPT_READS : FRESH_READS;
  const [result, heading] = await Promise.all([reads.search(toSearchRequest(query)), headingOf(query, reads)]);
  return { result, heading };
}

export async function CatalogResults({ query, kept }: { query: CatalogQuery; kept: boolean }) {
  const { result, heading } = await readCatalogState(query, kept);
  // An unknown brand or category: the Persian not-found page.
  if (query.scope && !heading) notFound();
  const site = siteIndexing();
  const { facets, pagedResult } = result;
  const products = pagedResult.items;
  const hasMore = products.length < pagedResult.totalCount && query.pages < CATALOG_MAX_PAGES;
  const brandNames = heading && !query.scope ? { [heading.slug]: heading.name } : {};

  return (
    <>
      {site.indexing ? <JsonLd data={[catalogCrumbs(query, heading, site.siteUrl)]} /> : null}
      <div className="flex items-center gap-3 px-4 pt-5 pb-3">
        {heading?.image ? (
          <ServerImage
            src={heading.image}
            alt=""
            width={44}
            height={44}
            className="size-11 shrink-0 rounded-xl border border-slate-200 object-cover"
          />
        ) : null}
        <div>
          <h1 className="text-xl font-extrabold text-slate-900">{heading ? <bdi>{heading.name}</bdi> : 'محصولات'}</h1>
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
      {query.scope?.kind === 'company' ? <CompanyTabs scope={query.scope} /> : null}
      {heading?.description ? (
        <p className="px-4 pb-3 text-sm leading-6 text-slate-600">{heading.description}</p>
      ) : null}
      <SearchBox query={query} />
      <div className="mt-3 flex items-center gap-2 ps-4">
        <FilterSheet key={catalogHref(query)} query={query} facets={facets} />
        <SortLinks query={query} />
      </div>
      <StockSwitches query={query} />
      <div className="mt-3">
        <AppliedFilters query={query} facets={facets} brandNames={brandNames} />
      </div>
      <div className="mt-4 flex-1">
        <h2 className="sr-only">نتایج</h2>
        {products.length > 0 ? (
          <ProductGrid
            products={products}
            priorityCount={2}
            list={
              query.scope
                ? {
                    item_list_id: `${query.scope.kind}-${query.scope.slug}`,
                    item_list_name: heading?.name ?? query.scope.slug,
                  }
                : CATALOG_LIST
            }
          />
        ) : (
          <section className="mx-4 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <h2 className="text-lg font-bold text-slate-800">بازی‌ای با این مشخصات پیدا نشد</h2>
            <p className="mt-2 text-sm leading-6 text-slate-500">عبارت دیگری را جستجو کنید یا چند فیلتر را بردارید.</p>
            {narrowsResults(query) ? (
              <IntentLink
                href={catalogPath(query.scope)}
                className="mt-4 inline-block rounded-xl bg-brand-600 px-5 py-2.5 font-bold text-white hover:bg-brand-700"
              >
                {query.scope && heading ? (
                  <>
                    همه بازی های <bdi>{heading.name}</bdi>
                  </>
                ) : (
                  'همه محصولات'
                )}
              </IntentLink>
            ) : null}
          </section>
        )}
        {hasMore ? (
          <div className="mt-5 px-4">
            <IntentLink
              href={catalogHref(withChanges(query, { pages: query.pages + 1 }))}
              scroll={false}
              className="block rounded-xl border border-slate-200 py-3 text-center font-bold text-slate-700 hover:bg-slate-50"
            >
              نمایش بیشتر
            </IntentLink>
          </div>
        ) : null}
      </div>
    </>
  );
}
