// A catalog state that is not kept: a free-text search or a very long filter list (lib/render-routes.ts),
// rendered per request; its data reads are still cached.
import { catalogSearchPage, type CatalogSearchProps } from '../catalog-pages';

export default function CatalogSearchPage(props: CatalogSearchProps) {
  return catalogSearchPage(null, props);
}
