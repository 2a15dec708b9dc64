// The two ways a catalog page is rendered, shared by /products, /brand/<slug> and /category/<slug>: one state
// kept per address ([state]), or rendered per request with nothing kept (search: a free-text search, a long
// filter list, or a value, brand or category that does not exist). lib/render-routes.ts and proxy.ts pick which.
import type { Metadata } from 'next';
import { catalogScope, parseCatalogQuery, type CatalogQuery, type CatalogScope } from '@/lib/catalog-query';
import { DEFAULT_CATALOG_STATE, searchFromCatalogStateKey } from '@/lib/render-routes';
import { twinPages } from '@/app/twin-pages';
import { slugFromParam } from '@/lib/route-params';
import { siteIndexing } from '@/lib/site-indexing';
import { catalogSeo, indexableMetadata } from '@/services/server/views/seo';
import { CatalogResults, readCatalogState } from './CatalogResults';

const scopeOf = (kind: CatalogScope['kind'] | null, slug: string | undefined): CatalogScope | null =>
  kind && slug ? catalogScope(kind, slugFromParam(slug)) : null;

/** The state a kept path's segment carries; null for a segment no catalogStateKey made (404). */
function stateQuery(kind: CatalogScope['kind'] | null, slug: string | undefined, state: string): CatalogQuery | null {
  const scope = scopeOf(kind, slug);
  const search = searchFromCatalogStateKey(state, scope);
  return search === null ? null : parseCatalogQuery(new URLSearchParams(search), scope);
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

/** /products, a brand's or a category's catalog: each state kept per address ([state]), or rendered per request (search). */
export function catalogTwinPages(kind: CatalogScope['kind'] | null) {
  return twinPages<CatalogQuery>({
    keptAddress: ({ slug, state }) => stateQuery(kind, slug, state),
    perRequestAddress: ({ slug }, search) => parseCatalogQuery(search, scopeOf(kind, slug)),
    page: (query, kept) => <CatalogResults query={query} kept={kept} />,
    metadata: catalogMetadata,
    // The catalog as it opens is prerendered; a brand's or category's states are rendered on first request.
    prerendered: kind === null ? [{ state: DEFAULT_CATALOG_STATE }] : [],
  });
}
