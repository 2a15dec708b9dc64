// Commerce tables: the catalog (products, variants, brands, categories), carts, orders, the
// accounts delivered for paid order items, wishlists and "tell me when" requests. Keyword lists are JSON arrays: they are only ever read whole.
// Each group's steps live in migrations/; this list keeps the order they were first applied in, which is the order they run.
import type { Migration } from '../db/database';
import { catalogTables, brandDescriptionsAndPreorders, productAwards } from './migrations/catalog';
import { cartTables } from './migrations/carts';
import { orderTables, orderStatuses, orderItemLogins, orderPromoCodes, orderMetaSearch } from './migrations/orders';
import { wishlistAndNotifications } from './migrations/wishlist';

export const commerceMigrations: Migration[] = [
  catalogTables,
  cartTables,
  orderTables,
  brandDescriptionsAndPreorders,
  orderStatuses,
  orderItemLogins,
  orderPromoCodes,
  wishlistAndNotifications,
  orderMetaSearch,
  productAwards,
];
