// A user's wishlist and "tell me when" requests.
import type { Migration } from '../../db/database';

export const wishlistAndNotifications: Migration = {
  // CONTRACTS §12.4-12.5: a user's wishlist (a product once each) and their "tell me when" requests, one per
  // product, variant (or none) and type; channels are a JSON array, read whole.
  id: 'commerce-008-wishlist-and-notifications',
  up: (db) =>
    db.exec(`
      CREATE TABLE commerce_wishlist_items (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL,
        product_id INTEGER NOT NULL REFERENCES commerce_products (id) ON DELETE CASCADE,
        creation_time TEXT NOT NULL,
        UNIQUE (user_id, product_id)
      );
      CREATE INDEX commerce_wishlist_items_user ON commerce_wishlist_items (user_id, creation_time);
      CREATE TABLE commerce_product_notifications (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL,
        product_id INTEGER NOT NULL REFERENCES commerce_products (id) ON DELETE CASCADE,
        product_variant_id INTEGER REFERENCES commerce_variants (id) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('ProductAvailable', 'AmazingDiscount')),
        channels TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('Pending', 'Sent')),
        creation_time TEXT NOT NULL,
        sent_time TEXT
      );
      -- NULLs are distinct in a UNIQUE constraint, so a product-wide request (no variant) is keyed as variant 0.
      CREATE UNIQUE INDEX commerce_product_notifications_key
        ON commerce_product_notifications (user_id, product_id, COALESCE(product_variant_id, 0), type);
      CREATE INDEX commerce_product_notifications_variant ON commerce_product_notifications (product_variant_id, status);
    `),
};
