// The two ways a catalog page is rendered, shared by /products, /brand/<slug> and /category/<slug>: one state
// kept per address ([state]), or rendered per request with nothing kept (search: a free-text search, a long
// filter list, or a value, brand or category that does not exist). lib/render-routes.ts and proxy.ts pick which.
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { parseCatalogQuery, type CatalogScope } from '@/lib/catalog-query';
import { searchFromCatalogStateKey } from '@/lib/render-routes';
import { slugFromParam } from '@/lib/route-params';
import { CatalogResults } from './CatalogResults';

export type CatalogStateParams = { slug?: string; state: string };
export type CatalogSearchProps = {
  params: Promise<{ slug?: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const scopeOf = (kind: CatalogScope['kind'] | null, slug: string | undefined): CatalogScope | null =>
  kind && slug ? { kind, slug: slugFromParam(slug) } : null;

export async function catalogStatePage(kind: CatalogScope['kind'] | null, params: Promise<CatalogStateParams>) {
  const { slug, state } = await params;
  const scope = scopeOf(kind, slug);
  const search = searchFromCatalogStateKey(state, scope);
  if (search === null) notFound();
  return <CatalogResults query={parseCatalogQuery(new URLSearchParams(search), scope)} kept />;
}

export async function catalogSearchPage(kind: CatalogScope['kind'] | null, { params, searchParams }: CatalogSearchProps) {
  await connection();
  const scope = scopeOf(kind, (await params).slug);
  return <CatalogResults query={parseCatalogQuery(await searchParams, scope)} kept={false} />;
}
