// The catalog in one state of its URL (/products?genres=…&sort=…, rewritten here by proxy.ts; /products itself
// is the state 'all'): prerendered for 'all', rendered on first request for any other state, then kept and
// refreshed like the catalog's reads.
import { notFound } from 'next/navigation';
import { parseCatalogQuery } from '@/lib/catalog-query';
import { DEFAULT_CATALOG_STATE, searchFromCatalogStateKey } from '@/lib/render-routes';
import { CatalogResults } from '../CatalogResults';

export const revalidate = 60;

export function generateStaticParams(): { state: string }[] {
  return [{ state: DEFAULT_CATALOG_STATE }];
}

export default async function CatalogStatePage({ params }: { params: Promise<{ state: string }> }) {
  const search = searchFromCatalogStateKey((await params).state);
  if (search === null) notFound();
  return <CatalogResults query={parseCatalogQuery(new URLSearchParams(search))} />;
}
