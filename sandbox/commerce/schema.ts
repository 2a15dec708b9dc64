// Commerce tables: the catalog (products, variants, brands, categories), carts, orders, the
// accounts delivered for paid order items, wishlists and "tell me when" requests. Keyword lists are JSON arrays: they are only ever read whole.
import type { Migration } from '../db/database';
import { storeSeededAwards } from './awards';

export const commerceMigrations: Migration[] = [
  {
    id: 'commerce-001-catalog',
    up: (db) =>
      db.exec(`
        CREATE TABLE commerce_brands (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          slug TEXT NOT NULL UNIQUE,
          name TEXT NOT NULL,
          persian_name TEXT NOT NULL,
          is_default INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE commerce_categories (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          slug TEXT NOT NULL UNIQUE,
          name TEXT NOT NULL,
          description TEXT NOT NULL
        );
        CREATE TABLE commerce_products (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          slug TEXT NOT NULL UNIQUE,
          name TEXT NOT NULL,
          persian_name TEXT NOT NULL,
          -- Normalised names, slug, companies and brands (commerce/phrase.ts), for phrase search.
          search_text TEXT NOT NULL,
          short_description TEXT,
          description TEXT,
          release_date TEXT NOT NULL,
          publisher_slug TEXT NOT NULL,
          publisher_name TEXT NOT NULL,
          developer_slug TEXT NOT NULL,
          developer_name TEXT NOT NULL,
          genres TEXT NOT NULL DEFAULT '[]',
          themes TEXT NOT NULL DEFAULT '[]',
          gameplays TEXT NOT NULL DEFAULT '[]',
          player_perspectives TEXT NOT NULL DEFAULT '[]',
          pegi TEXT NOT NULL,
          pegi_descriptors TEXT NOT NULL DEFAULT '[]',
          esrb TEXT NOT NULL,
          esrb_descriptors TEXT NOT NULL DEFAULT '[]',
          ratings TEXT NOT NULL DEFAULT '[]',
          faqs TEXT NOT NULL DEFAULT '[]',
          sales_count INTEGER NOT NULL DEFAULT 0,
          visitor_count INTEGER NOT NULL DEFAULT 0,
          creation_time TEXT NOT NULL
        );
        CREATE TABLE commerce_variants (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          product_id INTEGER NOT NULL REFERENCES commerce_products (id) ON DELETE CASCADE,
          platform TEXT NOT NULL,
          account_type TEXT NOT NULL,
          sku TEXT NOT NULL UNIQUE,
          regular_price INTEGER NOT NULL CHECK (regular_price > 0),
          discounted_price INTEGER CHECK (discounted_price IS NULL OR discounted_price > 0),
          stock INTEGER NOT NULL CHECK (stock >= 0),
          position INTEGER NOT NULL,
          UNIQUE (product_id, platform, account_type)
        );
        CREATE INDEX commerce_variants_product ON commerce_variants (product_id, position);
        CREATE TABLE commerce_product_brands (
          product_id INTEGER NOT NULL REFERENCES commerce_products (id) ON DELETE CASCADE,
          brand_id INTEGER NOT NULL REFERENCES commerce_brands (id) ON DELETE CASCADE,
          PRIMARY KEY (product_id, brand_id)
        );
        CREATE TABLE commerce_product_categories (
          product_id INTEGER NOT NULL REFERENCES commerce_products (id) ON DELETE CASCADE,
          category_id INTEGER NOT NULL REFERENCES commerce_categories (id) ON DELETE CASCADE,
          position INTEGER NOT NULL,
          PRIMARY KEY (product_id, category_id)
        );
      `),
  },
  {
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
  },
  {
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
  },
  {
    // CONTRACTS §12.6-12.7: a brand page shows the brand's description; a variant may be sold before release.
    id: 'commerce-004-brand-descriptions-and-preorders',
    up: (db) =>
      db.exec(`
        ALTER TABLE commerce_brands ADD COLUMN description TEXT NOT NULL DEFAULT '';
        ALTER TABLE commerce_variants ADD COLUMN preorder INTEGER NOT NULL DEFAULT 0 CHECK (preorder IN (0, 1));
      `),
  },
  {
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
  },
  {
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
  },
  {
    // CONTRACTS §12.3: a discount code registered on a pending order (the discount host decides the amount;
    // the order keeps it, and payable_amount is net of it, so payment charges the discounted amount).
    id: 'commerce-007-order-promo-codes',
    up: (db) =>
      db.exec(`
        ALTER TABLE commerce_orders ADD COLUMN promo_code TEXT;
        ALTER TABLE commerce_orders ADD COLUMN promo_discount INTEGER NOT NULL DEFAULT 0 CHECK (promo_discount >= 0);
        CREATE INDEX commerce_orders_promo_code ON commerce_orders (promo_code, user_id) WHERE promo_code IS NOT NULL;
      `),
  },
  {
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
  },
  {
    // Order/Create's metaSearchName and metaSearchKey (docs/contracts/commerce.md, Orders): the campaign an order is
    // credited to. Older orders have none.
    id: 'commerce-009-order-meta-search',
    up: (db) =>
      db.exec(`
        ALTER TABLE commerce_orders ADD COLUMN meta_search_name TEXT;
        ALTER TABLE commerce_orders ADD COLUMN meta_search_key TEXT;
      `),
  },
  {
    // Product/GetBySlug's awards (docs/contracts/commerce.md, Product page): Persian lines, a JSON array. A
    // database seeded before this gets the seeded awards too.
    id: 'commerce-010-product-awards',
    up: (db) => {
      db.exec("ALTER TABLE commerce_products ADD COLUMN awards TEXT NOT NULL DEFAULT '[]'");
      storeSeededAwards(db);
    },
  },
];
