// Commerce host (docs/contracts/commerce.md): the catalog with facets, product pages, brands, the sitemap,
// the cart, orders, the accounts delivered for them, the buyer's account forms, wishlists and "tell me when".
import { createAbpApp } from '../abp/app';
import type { SandboxDeps } from '../deps';
import type { Restock, Restocked } from '../stocking';
import { mountAccountFormRoutes } from './account-forms';
import { mountDeliveredAccountRoutes } from './accounts';
import { mountBrandRoutes } from './brands';
import { mountCartRoutes } from './cart';
import { mountGalleryRoutes } from './gallery';
import { restockVariant } from './notification-store';
import { mountNotificationRoutes } from './notifications';
import { mountOrderRoutes } from './order-routes';
import { mountProductRoutes } from './products';
import { mountWishlistRoutes } from './wishlist';

export { commerceMigrations } from './schema';
export { seedCommerce } from './seed';

export function createCommerceApp(deps: SandboxDeps) {
  const app = createAbpApp(deps);
  mountProductRoutes(app, deps);
  mountGalleryRoutes(app, deps);
  mountBrandRoutes(app, deps);
  mountCartRoutes(app, deps);
  mountOrderRoutes(app, deps);
  mountDeliveredAccountRoutes(app, deps);
  mountAccountFormRoutes(app, deps);
  mountWishlistRoutes(app, deps);
  mountNotificationRoutes(app, deps);
  return app;
}

/** POST /__sandbox/restock: a variant's stock set, and the back-in-stock requests it answers marked sent. */
export function restockCommerce({ db }: SandboxDeps, { variantId, stock }: Restock): Restocked {
  const restocked = restockVariant(db, variantId, stock);
  if (!restocked) return { ok: false, error: `no variant ${variantId}` };
  return { ok: true, variantId, stock, ...restocked };
}
