// The two ways a catalog page is rendered, shared by /products, /brand/<slug> and /category/<slug>: one state
// kept per address ([state]), or rendered per request with nothing kept (search: a free-text search, a long
// filter list, or a value, brand or category that does not exist). lib/render-routes.ts and proxy.ts pick which.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { parseCatalogQuery, type CatalogQuery, type CatalogScope } from '@/lib/catalog-query';
import { searchFromCatalogStateKey } from '@/lib/render-routes';
import { slugFromParam } from '@/lib/route-params';
import { siteIndexing } from '@/lib/site-indexing';
import { catalogSeo, indexableMetadata } from '@/services/views/seo';
import { CatalogResults, readCatalogState } from './CatalogResults';

export type CatalogStateParams = { slug?: string; state: string };
export type CatalogSearchProps = {
  params: Promise<{ slug?: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const scopeOf = (kind: CatalogScope['kind'] | null, slug: string | undefined): CatalogScope | null =>
  kind && slug ? { kind, slug: slugFromParam(slug) } : null;

async function stateQuery(
  kind: CatalogScope['kind'] | null,
  params: Promise<CatalogStateParams>,
): Promise<CatalogQuery | null> {
  const { slug, state } = await params;
  const scope = scopeOf(kind, slug);
  const search = searchFromCatalogStateKey(state, scope);
  return search === null ? null : parseCatalogQuery(new URLSearchParams(search), scope);
}

export async function catalogStatePage(kind: CatalogScope['kind'] | null, params: Promise<CatalogStateParams>) {
  const query = await stateQuery(kind, params);
  if (query === null) notFound();
  return <CatalogResults query={query} kept />;
}

async function searchQuery(
  kind: CatalogScope['kind'] | null,
  { params, searchParams }: CatalogSearchProps,
): Promise<CatalogQuery> {
  await connection();
  const scope = scopeOf(kind, (await params).slug);
  return parseCatalogQuery(await searchParams, scope);
}

export async function catalogSearchPage(kind: CatalogScope['kind'] | null, props: CatalogSearchProps) {
  return <CatalogResults query={await searchQuery(kind, props)} kept={false} />;
}

/** Nothing of its own before launch; in an indexable build, the state's title, description and canonical (docs/seo.md). */
async function catalogMetadata(query: CatalogQuery | null, kept: boolean): Promise<Metadata> {
  const site = siteIndexing();
  if (!site.indexing || query === null) return {};
  const { result, heading } = await readCatalogState(query, kept).catch(() => ({ result: null, heading: null }));
  if (!result || (query.scope && !heading)) return {};
  const [first] = result.pagedResult.items;
  const seo = catalogSeo(
    query,
    {
      facets: result.facets,
      totalCount: result.pagedResult.totalCount,
      firstCover: first?.filePath ? { url: first.filePath, alt: first.fileAltAttribute } : null,
    },
    heading,
  );
  // A state rendered per request (a search, a long filter list) is followed, not indexed.
  return indexableMetadata(kept ? seo : { ...seo, noindex: true }, site.siteUrl);
}

export async function catalogStateMetadata(
  kind: CatalogScope['kind'] | null,
  params: Promise<CatalogStateParams>,
): Promise<Metadata> {
  return siteIndexing().indexing ? catalogMetadata(await stateQuery(kind, params), true) : {};
}

export async function catalogSearchMetadata(
  kind: CatalogScope['kind'] | null,
  props: CatalogSearchProps,
): Promise<Metadata> {
  return siteIndexing().indexing ? catalogMetadata(await searchQuery(kind, props), false) : {};
}
