// The catalog as commerce keeps it: products with their variants and brands, read from the tables
// into records the other modules shape (prices.ts, product-card.ts, age-ratings.ts). The catalog is
// small, so it is read whole and filtered in memory.
import type { components } from '../../contracts/generated/commerce';
import type { Db } from '../db/database';
import type { AccountType, PlatformSlug, SeedCompany } from '../seed/types';

export type PegiKeyword = components['schemas']['PegiKeyword'];
export type EsrbKeyword = components['schemas']['EsrbKeyword'];

export type VariantRecord = {
  id: number;
  productId: number;
  platform: PlatformSlug;
  accountType: AccountType;
  sku: string;
  regularPrice: number;
  discountedPrice: number | null;
  stock: number;
  /** Sold before release: status OnBackOrder while it has stock. */
  preorder: boolean;
  position: number;
};

export type BrandRecord = {
  id: number;
  slug: string;
  name: string;
  persianName: string;
  isDefault: boolean;
  description: string;
};

export type ProductRecord = {
  id: number;
  slug: string;
  name: string;
  persianName: string;
  searchText: string;
  shortDescription: string | null;
  releaseDate: string;
  publisher: SeedCompany;
  developer: SeedCompany;
  genres: string[];
  themes: string[];
  gameplays: string[];
  playerPerspectives: string[];
  pegi: PegiKeyword;
  pegiDescriptors: string[];
  esrb: EsrbKeyword;
  esrbDescriptors: string[];
  salesCount: number;
  visitorCount: number;
  creationTime: string;
  variants: VariantRecord[];
  brands: BrandRecord[];
};

type ProductRow = {
  id: number;
  slug: string;
  name: string;
  persian_name: string;
  search_text: string;
  short_description: string | null;
  release_date: string;
  publisher_slug: string;
  publisher_name: string;
  developer_slug: string;
  developer_name: string;
  genres: string;
  themes: string;
  gameplays: string;
  player_perspectives: string;
  pegi: PegiKeyword;
  pegi_descriptors: string;
  esrb: EsrbKeyword;
  esrb_descriptors: string;
  sales_count: number;
  visitor_count: number;
  creation_time: string;
};

export type VariantRow = {
  id: number;
  product_id: number;
  platform: PlatformSlug;
  account_type: AccountType;
  sku: string;
  regular_price: number;
  discounted_price: number | null;
  stock: number;
  preorder: number;
  position: number;
};

type BrandRow = {
  id: number;
  slug: string;
  name: string;
  persian_name: string;
  is_default: number;
  description: string;
};

const LIST_COLUMNS = `id, slug, name, persian_name, search_text, short_description, release_date, publisher_slug,
  publisher_name, developer_slug, developer_name, genres, themes, gameplays, player_perspectives, pegi,
  pegi_descriptors, esrb, esrb_descriptors, sales_count, visitor_count, creation_time`;

export function toVariant(row: VariantRow): VariantRecord {
  return {
    id: row.id,
    productId: row.product_id,
    platform: row.platform,
    accountType: row.account_type,
    sku: row.sku,
    regularPrice: row.regular_price,
    discountedPrice: row.discounted_price,
    stock: row.stock,
    preorder: row.preorder === 1,
    position: row.position,
  };
}

export function toBrand(row: BrandRow): BrandRecord {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    persianName: row.persian_name,
    isDefault: row.is_default === 1,
    description: row.description,
  };
}

const list = (json: string) => JSON.parse(json) as string[];

/** Every product with its variants and brands, in id order (46 rows: filtering happens in memory). */
export function loadProducts(db: Db): ProductRecord[] {
  const rows = db.prepare(`SELECT ${LIST_COLUMNS} FROM commerce_products ORDER BY id`).all() as ProductRow[];
  const variants = (
    db.prepare('SELECT * FROM commerce_variants ORDER BY product_id, position').all() as VariantRow[]
  ).map(toVariant);
  const brandLinks = db
    .prepare(
      `SELECT pb.product_id, b.* FROM commerce_product_brands pb JOIN commerce_brands b ON b.id = pb.brand_id
       ORDER BY pb.product_id, b.id`,
    )
    .all() as (BrandRow & { product_id: number })[];
  const variantsOf = groupBy(variants, (variant) => variant.productId);
  const brandsOf = groupBy(brandLinks, (link) => link.product_id);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    persianName: row.persian_name,
    searchText: row.search_text,
    shortDescription: row.short_description,
    releaseDate: row.release_date,
    publisher: { slug: row.publisher_slug, name: row.publisher_name },
    developer: { slug: row.developer_slug, name: row.developer_name },
    genres: list(row.genres),
    themes: list(row.themes),
    gameplays: list(row.gameplays),
    playerPerspectives: list(row.player_perspectives),
    pegi: row.pegi,
    pegiDescriptors: list(row.pegi_descriptors),
    esrb: row.esrb,
    esrbDescriptors: list(row.esrb_descriptors),
    salesCount: row.sales_count,
    visitorCount: row.visitor_count,
    creationTime: row.creation_time,
    variants: variantsOf.get(row.id) ?? [],
    brands: (brandsOf.get(row.id) ?? []).map(toBrand),
  }));
}

export type CategoryRecord = { id: number; slug: string; name: string; description: string };

export function findCategory(db: Db, slug: string): CategoryRecord | null {
  return (
    (db.prepare('SELECT id, slug, name, description FROM commerce_categories WHERE slug = ?').get(slug) as
      CategoryRecord | undefined) ?? null
  );
}

/** Each product's category slugs, for search's `categories` filter. */
export function categorySlugsByProduct(db: Db): Map<number, string[]> {
  const rows = db
    .prepare(
      'SELECT pc.product_id AS productId, c.slug FROM commerce_product_categories pc JOIN commerce_categories c ON c.id = pc.category_id',
    )
    .all() as { productId: number; slug: string }[];
  const slugs = new Map<number, string[]>();
  for (const row of rows) slugs.set(row.productId, [...(slugs.get(row.productId) ?? []), row.slug]);
  return slugs;
}

export function findBrand(db: Db, slug: string): BrandRecord | null {
  const row = db.prepare('SELECT * FROM commerce_brands WHERE slug = ?').get(slug) as BrandRow | undefined;
  return row ? toBrand(row) : null;
}

function groupBy<T, K>(items: T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
