// The catalog's tables (products, variants, brands, categories) and the columns added to them since.
import type { Migration } from '../../db/database';
import { storeSeededAwards } from '../awards';

export const catalogTables: Migration = {
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
};

export const brandDescriptionsAndPreorders: Migration = {
  // CONTRACTS §12.6-12.7: a brand page shows the brand's description; a variant may be sold before release.
  id: 'commerce-004-brand-descriptions-and-preorders',
  up: (db) =>
    db.exec(`
      ALTER TABLE commerce_brands ADD COLUMN description TEXT NOT NULL DEFAULT '';
      ALTER TABLE commerce_variants ADD COLUMN preorder INTEGER NOT NULL DEFAULT 0 CHECK (preorder IN (0, 1));
    `),
};

export const productAwards: Migration = {
  // Product/GetBySlug's awards (docs/contracts/commerce.md, Product page): Persian lines, a JSON array. A
  // database seeded before this gets the seeded awards too.
  id: 'commerce-010-product-awards',
  up: (db) => {
    db.exec("ALTER TABLE commerce_products ADD COLUMN awards TEXT NOT NULL DEFAULT '[]'");
    storeSeededAwards(db);
  },
};
