// Commerce host (docs/contracts/commerce.md): the catalog with facets, product pages, brands, the sitemap,
// the cart, orders, the accounts delivered for them and the buyer's account forms.
import { createAbpApp } from '../abp/app';
import type { SandboxDeps } from '../deps';
import { mountAccountFormRoutes } from './account-forms';
import { mountDeliveredAccountRoutes } from './accounts';
import { mountBrandRoutes } from './brands';
import { mountCartRoutes } from './cart';
import { mountGalleryRoutes } from './gallery';
import { mountOrderRoutes } from './order-routes';
import { mountProductRoutes } from './products';

export { commerceMigrations } from './schema';
export { seedCommerce } from './seed';

export function createCommerceApp(deps: SandboxDeps) {
  const app = createAbpApp();
  mountProductRoutes(app, deps);
  mountGalleryRoutes(app, deps);
  mountBrandRoutes(app, deps);
  mountCartRoutes(app, deps);
  mountOrderRoutes(app, deps);
  mountDeliveredAccountRoutes(app, deps);
  mountAccountFormRoutes(app, deps);
  return app;
}
