// A catalog state that is not kept: a free-text search, a very long filter list, or one naming a value, brand
// or category that does not exist (lib/render-routes.ts, proxy.ts), rendered per request with nothing kept.
import type { Metadata } from 'next';
import { catalogSearchMetadata, catalogSearchPage, type CatalogSearchProps } from '../catalog-pages';

export function generateMetadata(props: CatalogSearchProps): Promise<Metadata> {
  return catalogSearchMetadata(null, props);
}

export default function CatalogSearchPage(props: CatalogSearchProps) {
  return catalogSearchPage(null, props);
}
