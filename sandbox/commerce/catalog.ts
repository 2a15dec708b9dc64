// The catalog as commerce reads it from its tables, and the DTOs the shop reads (services/types.ts):
// list cards, brands, companies, age ratings, variant prices. Image URLs are built per response,
// because the public URL is only known once the server listens.
import type { Db } from '../db/database';
import { fileUrls } from '../files/urls';
import type { AccountType, PlatformSlug, SeedCompany } from '../seed/types';
import {
  accountTypeLabels,
  descriptorLabels,
  esrbInfo,
  gameplayLabels,
  genreLabels,
  pegiInfo,
  perspectiveLabels,
  platformLabels,
  platformShortLabels,
  themeLabels,
} from '../seed/vocabulary';
import { abpDate, persianDigits } from './text';

export const CURRENCY = 'IRR' as const;

export type StockStatus = 'InStock' | 'OutOfStock' | 'OnBackOrder' | 'ComingSoon';
export type PegiKeyword = keyof typeof pegiInfo;
export type EsrbKeyword = keyof typeof esrbInfo;

export type VariantRecord = {
  id: number;
  productId: number;
  platform: PlatformSlug;
  accountType: AccountType;
  sku: string;
  regularPrice: number;
  discountedPrice: number | null;
  stock: number;
  position: number;
};

export type BrandRecord = { id: number; slug: string; name: string; persianName: string; isDefault: boolean };

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
  position: number;
};

type BrandRow = { id: number; slug: string; name: string; persian_name: string; is_default: number };

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
    position: row.position,
  };
}

export function toBrand(row: BrandRow): BrandRecord {
  return { id: row.id, slug: row.slug, name: row.name, persianName: row.persian_name, isDefault: row.is_default === 1 };
}

const list = (json: string) => JSON.parse(json) as string[];

/** Every product with its variants and brands, in id order (46 rows: filtering happens in memory). */
export function loadProducts(db: Db): ProductRecord[] {
  const rows = db.prepare(`SELECT ${LIST_COLUMNS} FROM commerce_products ORDER BY id`).all() as ProductRow[];
  const variants = (db.prepare('SELECT * FROM commerce_variants ORDER BY product_id, position').all() as VariantRow[]).map(
    toVariant,
  );
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

// ---------------------------------------------------------------- prices and stock

/** What the shopper pays: the discounted price when there is one. */
export const salePriceOf = (variant: VariantRecord) => variant.discountedPrice ?? variant.regularPrice;

export const stockStatusOf = (variant: { stock: number }): StockStatus => (variant.stock > 0 ? 'InStock' : 'OutOfStock');

/** "ظرفیت ۲ PS5": how a variant is named in carts and orders. */
export const variantTitle = (variant: Pick<VariantRecord, 'platform' | 'accountType'>) =>
  `${accountTypeLabels[variant.accountType]} ${platformShortLabels[variant.platform]}`;

/** The price as the list card and the product page read it; an empty-stock variant has no salePrice ("ناموجود"). */
export function priceItem(variant: VariantRecord) {
  const inStock = variant.stock > 0;
  return {
    id: variant.id,
    salePrice: inStock ? salePriceOf(variant) : null,
    regularPrice: variant.regularPrice,
    currencyType: CURRENCY,
    status: stockStatusOf(variant),
  };
}

/** The cheapest variant in stock; when none is, the cheapest one, shown as out of stock. */
export function cheapestVariant(variants: VariantRecord[]): VariantRecord | null {
  const byPrice = (a: VariantRecord, b: VariantRecord) => salePriceOf(a) - salePriceOf(b) || a.position - b.position;
  const inStock = variants.filter((variant) => variant.stock > 0).sort(byPrice);
  return inStock[0] ?? [...variants].sort(byPrice)[0] ?? null;
}

export function minVariantOf(variants: VariantRecord[]) {
  const variant = cheapestVariant(variants);
  return variant ? { id: variant.id, name: variantTitle(variant), items: [priceItem(variant)] } : null;
}

/** The price a product sorts by: its cheapest in-stock sale price, null when nothing is in stock. */
export function sortPriceOf(variants: VariantRecord[]): number | null {
  const variant = cheapestVariant(variants);
  return variant && variant.stock > 0 ? salePriceOf(variant) : null;
}

// ---------------------------------------------------------------- vocabulary DTOs

/** Persian names of the rating levels, for facets and badges. */
export const pegiLabels: Record<PegiKeyword, string> = {
  PEGI3: `${persianDigits(3)} سال و بالاتر`,
  PEGI7: `${persianDigits(7)} سال و بالاتر`,
  PEGI12: `${persianDigits(12)} سال و بالاتر`,
  PEGI16: `${persianDigits(16)} سال و بالاتر`,
  PEGI18: `${persianDigits(18)} سال و بالاتر`,
};

export const esrbLabels: Record<EsrbKeyword, string> = {
  EC: 'خردسالان',
  E: 'همه سنین',
  E10: `${persianDigits(10)} سال و بالاتر`,
  T: `نوجوانان (${persianDigits(13)} سال و بالاتر)`,
  M: `${persianDigits(17)} سال و بالاتر`,
  AO: 'فقط بزرگسالان',
  RP: 'در انتظار رده‌بندی',
};

// IGDB's AgeRatingRatingEnum values (CONTRACTS §4.7), as the rating ids.
const PEGI_IDS: Record<PegiKeyword, number> = { PEGI3: 1, PEGI7: 2, PEGI12: 3, PEGI16: 4, PEGI18: 5 };
const ESRB_IDS: Record<EsrbKeyword, number> = { RP: 6, EC: 7, E: 8, E10: 9, T: 10, M: 11, AO: 12 };
const DESCRIPTOR_IDS = new Map(Object.keys(descriptorLabels).map((keyword, index) => [keyword, index + 1]));

export type AgeRatingDto = {
  id: number;
  keyword: string;
  name: string;
  title: string | null;
  description: string | null;
  image: string | null;
  items: AgeRatingDto[] | null;
};

function descriptorDto(keyword: string): AgeRatingDto {
  return {
    id: DESCRIPTOR_IDS.get(keyword) ?? 0,
    keyword,
    name: descriptorLabels[keyword] ?? keyword,
    title: null,
    description: null,
    image: fileUrls.descriptorImage(keyword),
    items: null,
  };
}

/** The list card leaves the content descriptors out; the product page lists them. */
export function pegiDto(product: ProductRecord, withDescriptors: boolean): AgeRatingDto {
  const info = pegiInfo[product.pegi];
  return {
    id: PEGI_IDS[product.pegi],
    keyword: product.pegi,
    name: pegiLabels[product.pegi],
    title: info.title,
    description: info.description,
    image: fileUrls.pegiImage(product.pegi),
    items: withDescriptors ? product.pegiDescriptors.map(descriptorDto) : [],
  };
}

export function esrbDto(product: ProductRecord, withDescriptors: boolean): AgeRatingDto {
  const info = esrbInfo[product.esrb];
  return {
    id: ESRB_IDS[product.esrb],
    keyword: product.esrb,
    name: esrbLabels[product.esrb],
    title: info.title,
    description: info.description,
    image: fileUrls.esrbImage(product.esrb),
    items: withDescriptors ? product.esrbDescriptors.map(descriptorDto) : [],
  };
}

export function companyDto(company: SeedCompany) {
  return {
    name: company.name,
    slug: company.slug,
    filePath: fileUrls.companyLogo(company.slug),
    fileTitleAttribute: company.name,
    fileAltAttribute: `لوگوی ${company.name}`,
  };
}

export function brandDto(brand: BrandRecord) {
  return {
    id: brand.id,
    name: brand.name,
    slug: brand.slug,
    isDefault: brand.isDefault,
    fileUniqKey: null,
    filePath: fileUrls.brandLogo(brand.slug),
    fileTitleAttribute: brand.name,
    fileAltAttribute: `لوگوی ${brand.persianName}`,
  };
}

const keywords = (values: string[], labels: Record<string, string>) =>
  values.map((keyword) => ({ keyword, name: labels[keyword] ?? keyword }));

/** The keyword lists under the client's names: singular except `genres` (CONTRACTS §4.1). */
export function keywordLists(product: ProductRecord) {
  return {
    genres: keywords(product.genres, genreLabels),
    theme: keywords(product.themes, themeLabels),
    gameplay: keywords(product.gameplays, gameplayLabels),
    playerPerspective: keywords(product.playerPerspectives, perspectiveLabels),
  };
}

export function coverOf(product: Pick<ProductRecord, 'slug' | 'name' | 'persianName'>) {
  return {
    filePath: fileUrls.productCover(product.slug),
    fileTitleAttribute: product.name,
    fileAltAttribute: `کاور بازی ${product.persianName}`,
  };
}

/** ProductListItem; `variants` narrows the price to some platforms (a platform filter). */
export function productListItem(product: ProductRecord, variants: VariantRecord[] = product.variants) {
  return {
    id: product.id,
    slug: product.slug,
    permalink: `product/${product.slug}/`,
    name: product.name,
    persianName: product.persianName,
    ...coverOf(product),
    shortDescription: product.shortDescription,
    releaseDate: abpDate(product.releaseDate),
    minVariant: minVariantOf(variants),
    pegi: pegiDto(product, false),
    esrb: esrbDto(product, false),
    ...keywordLists(product),
    developer: companyDto(product.developer),
    publisher: companyDto(product.publisher),
    brands: product.brands.map(brandDto),
    tags: [],
  };
}

export type ProductListItemDto = ReturnType<typeof productListItem>;

export const platformLabel = (platform: PlatformSlug) => platformLabels[platform];
