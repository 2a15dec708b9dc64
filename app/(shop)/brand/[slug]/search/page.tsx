// A brand's page with a free-text search or a very long filter list (lib/render-routes.ts), rendered per request.
import type { Metadata } from 'next';
import { catalogSearchMetadata, catalogSearchPage, type CatalogSearchProps } from '../../../products/catalog-pages';

export function generateMetadata(props: CatalogSearchProps): Promise<Metadata> {
  return catalogSearchMetadata('brand', props);
}

export default function BrandSearchPage(props: CatalogSearchProps) {
  return catalogSearchPage('brand', props);
}
