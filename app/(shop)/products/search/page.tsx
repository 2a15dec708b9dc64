// A catalog state that is not kept: a free-text search or a very long filter list (lib/render-routes.ts),
// rendered per request; its data reads are still cached.
import { connection } from 'next/server';
import { parseCatalogQuery } from '@/lib/catalog-query';
import { CatalogResults } from '../CatalogResults';

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CatalogSearchPage({ searchParams }: PageProps) {
  await connection();
  return <CatalogResults query={parseCatalogQuery(await searchParams)} />;
}
