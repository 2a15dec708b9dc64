// A category's page with a free-text search or a very long filter list (lib/render-routes.ts), rendered per request.
import { catalogSearchPage, type CatalogSearchProps } from '../../../products/catalog-pages';

export default function CategorySearchPage(props: CatalogSearchProps) {
  return catalogSearchPage('category', props);
}
