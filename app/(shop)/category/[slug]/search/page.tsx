// A category's page with a free-text search or a very long filter list (lib/render-routes.ts), rendered per request.
import type { Metadata } from 'next';
import { catalogSearchMetadata, catalogSearchPage, type CatalogSearchProps } from '../../../products/catalog-pages';

export function generateMetadata(props: CatalogSearchProps): Promise<Metadata> {
  return catalogSearchMetadata('category', props);
}

export default function CategorySearchPage(props: CatalogSearchProps) {
  return catalogSearchPage('category', props);
}
