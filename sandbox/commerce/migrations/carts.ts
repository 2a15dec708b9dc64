// Carts: one per device id, or per user once signed in, and their lines.
import type { Migration } from '../../db/database';

export const cartTables: Migration = {
  id: 'commerce-002-carts',
  up: (db) =>
    db.exec(`
      CREATE TABLE commerce_carts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        device_id TEXT NOT NULL UNIQUE,
        -- NULL for an anonymous cart; one cart per user.
        user_id INTEGER UNIQUE,
        creation_time TEXT NOT NULL,
        last_modification_time TEXT NOT NULL
      );
      CREATE TABLE commerce_cart_items (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        cart_id INTEGER NOT NULL REFERENCES commerce_carts (id) ON DELETE CASCADE,
        variant_id INTEGER NOT NULL REFERENCES commerce_variants (id),
        quantity INTEGER NOT NULL CHECK (quantity > 0),
        creation_time TEXT NOT NULL,
        UNIQUE (cart_id, variant_id)
      );
    `),
};
