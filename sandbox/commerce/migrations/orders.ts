// Orders, their items and what is handed over or submitted for each item, with the columns added since.
import type { Migration } from '../../db/database';

export const orderTables: Migration = {
  id: 'commerce-003-orders',
  up: (db) =>
    db.exec(`
      CREATE TABLE commerce_orders (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_number TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('Pending', 'Paid', 'Delivered', 'Canceled')),
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        phone_number TEXT NOT NULL,
        email TEXT,
        gender INTEGER,
        special_request TEXT,
        total_items_price INTEGER NOT NULL,
        payable_amount INTEGER NOT NULL,
        currency_type TEXT NOT NULL DEFAULT 'IRR',
        creation_time TEXT NOT NULL,
        paid_time TEXT
      );
      CREATE INDEX commerce_orders_user ON commerce_orders (user_id, creation_time);
      CREATE TABLE commerce_order_items (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_id INTEGER NOT NULL REFERENCES commerce_orders (id) ON DELETE CASCADE,
        variant_id INTEGER NOT NULL REFERENCES commerce_variants (id),
        quantity INTEGER NOT NULL CHECK (quantity > 0),
        -- Prices as they were when the order was placed.
        unit_price INTEGER NOT NULL,
        regular_price INTEGER NOT NULL
      );
      CREATE INDEX commerce_order_items_order ON commerce_order_items (order_id);
      CREATE TABLE commerce_login_providers (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_item_id INTEGER NOT NULL UNIQUE REFERENCES commerce_order_items (id) ON DELETE CASCADE,
        username TEXT NOT NULL,
        password TEXT NOT NULL,
        email TEXT,
        notes TEXT,
        creation_time TEXT NOT NULL
      );
    `),
};

export const orderStatuses: Migration = {
  // CONTRACTS §12.1: the six order statuses of the real service. 'Delivered' (§10, this project's earlier
  // guess) is not one of them: a handed-over order is 'Completed'. SQLite cannot change a CHECK, so the
  // table is rebuilt with its rows; the delivered accounts' table gets a name that is not LoginProvider's,
  // which now means the buyer's sign-in forms (§12.2).
  id: 'commerce-005-order-statuses',
  rebuildsTables: true,
  up: (db) =>
    db.exec(`
      CREATE TABLE commerce_orders_rebuilt (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_number TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('Pending', 'Paid', 'InProgress', 'Completed', 'Canceled', 'Refunded')),
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        phone_number TEXT NOT NULL,
        email TEXT,
        gender INTEGER,
        special_request TEXT,
        total_items_price INTEGER NOT NULL,
        payable_amount INTEGER NOT NULL,
        currency_type TEXT NOT NULL DEFAULT 'IRR',
        creation_time TEXT NOT NULL,
        paid_time TEXT
      );
      INSERT INTO commerce_orders_rebuilt
        SELECT id, order_number, user_id, CASE status WHEN 'Delivered' THEN 'Completed' ELSE status END, first_name,
               last_name, phone_number, email, gender, special_request, total_items_price, payable_amount, currency_type,
               creation_time, paid_time
        FROM commerce_orders;
      DROP TABLE commerce_orders;
      ALTER TABLE commerce_orders_rebuilt RENAME TO commerce_orders;
      CREATE INDEX commerce_orders_user ON commerce_orders (user_id, creation_time);
      ALTER TABLE commerce_login_providers RENAME TO commerce_delivered_accounts;
    `),
};

export const orderItemLogins: Migration = {
  // CONTRACTS §12.2: what a buyer submitted for an item put on their own account, once per item, sealed
  // (commerce/sealed-fields.ts): the values are never stored in the clear.
  id: 'commerce-006-order-item-logins',
  up: (db) =>
    db.exec(`
      CREATE TABLE commerce_order_item_logins (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_item_id INTEGER NOT NULL UNIQUE REFERENCES commerce_order_items (id) ON DELETE CASCADE,
        login_provider_id INTEGER NOT NULL,
        sealed_fields TEXT NOT NULL,
        creation_time TEXT NOT NULL
      );
    `),
};

export const orderPromoCodes: Migration = {
  // CONTRACTS §12.3: a discount code registered on a pending order (the discount host decides the amount;
  // the order keeps it, and payable_amount is net of it, so payment charges the discounted amount).
  id: 'commerce-007-order-promo-codes',
  up: (db) =>
    db.exec(`
      ALTER TABLE commerce_orders ADD COLUMN promo_code TEXT;
      ALTER TABLE commerce_orders ADD COLUMN promo_discount INTEGER NOT NULL DEFAULT 0 CHECK (promo_discount >= 0);
      CREATE INDEX commerce_orders_promo_code ON commerce_orders (promo_code, user_id) WHERE promo_code IS NOT NULL;
    `),
};

export const orderMetaSearch: Migration = {
  // Order/Create's metaSearchName and metaSearchKey (docs/contracts/commerce.md, Orders): the campaign an order is
  // credited to. Older orders have none.
  id: 'commerce-009-order-meta-search',
  up: (db) =>
    db.exec(`
      ALTER TABLE commerce_orders ADD COLUMN meta_search_name TEXT;
      ALTER TABLE commerce_orders ADD COLUMN meta_search_key TEXT;
    `),
};
