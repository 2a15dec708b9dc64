// The commerce service's shapes (docs/contracts/commerce.md): catalog search and facets, product detail and
// gallery, brands and categories here; the cart and orders in ./commerce-orders.ts, exported from here too, so that
// the service's shapes have one address.
import type { CurrencyType, PagedResult } from './common';

export type StockStatus = 'InStock' | 'OutOfStock' | 'OnBackOrder' | 'ComingSoon';

export type FacetKey =
  | 'publishers'
  | 'developers'
  | 'gameplays'
  | 'genres'
  | 'themes'
  | 'playerPerspectives'
  | 'pegis'
  | 'esrbs'
  | 'variants';

export type FacetItem = { value: string; label: string; count: number };
export type Facet = { key: FacetKey | (string & {}); label: string; items: FacetItem[] };

export type Keyword = { id?: number; keyword: string; name: string };

export type AgeRating = {
  id: number;
  keyword: string;
  name: string;
  title: string | null;
  description: string | null;
  image: string | null;
  items: AgeRating[] | null;
};

export type Company = {
  name: string;
  slug: string;
  filePath: string | null;
  fileTitleAttribute: string | null;
  fileAltAttribute: string | null;
};

export type Brand = {
  id: number;
  name: string;
  slug: string;
  isDefault: boolean;
  fileUniqKey: string | null;
  filePath: string | null;
  fileTitleAttribute: string | null;
  fileAltAttribute: string | null;
  /** Persian, on Brand/GetBySlug only (CONTRACTS §12.7). */
  description?: string | null;
};

/** Category/GetBySlug (CONTRACTS §12.7). */
export type Category = {
  id: number;
  name: string;
  slug: string;
  filePath: string | null;
  fileAltAttribute: string | null;
  description: string | null;
};

export type PriceItem = {
  id?: number;
  salePrice: number | null;
  regularPrice?: number | null;
  currencyType: CurrencyType;
  status?: StockStatus;
};

export type ProductListItem = {
  id: number;
  slug: string;
  permalink: string;
  name: string;
  /** The Persian title shown above the original one (this backend's addition). */
  persianName?: string | null;
  filePath: string | null;
  fileTitleAttribute: string | null;
  fileAltAttribute: string | null;
  shortDescription: string | null;
  releaseDate: string | null;
  minVariant: { id?: number; name?: string | null; items: PriceItem[] } | null;
  pegi: AgeRating | null;
  esrb: AgeRating | null;
  genres: Keyword[];
  theme: Keyword[];
  gameplay: Keyword[];
  playerPerspective: Keyword[];
  developer: Company | null;
  publisher: Company | null;
  brands: Brand[];
  tags: unknown[];
};

export type SearchSort = { orderBy?: 'Price' | 'Sale' | 'Visitor'; sortBy?: 'asc' | 'desc' };

export type SearchWithFacetsParams = SearchSort & {
  skipCount?: number;
  maxResultCount?: number;
  phrase?: string;
  onlyAvailable?: boolean;
  statuses?: StockStatus[];
  brands?: string[];
  categories?: string[];
} & Partial<Record<FacetKey, string[]>>;

export type SearchWithFacetsResult = { facets: Facet[]; pagedResult: PagedResult<ProductListItem> };

export type VariantItem = {
  id: number;
  sku: string;
  status: StockStatus;
  inventory: 'Unlimited' | 'Limited';
  regularPrice: number | null;
  salePrice: number | null;
  profitPercentage: number | null;
  profitPrice: number | null;
  currencyType: CurrencyType;
  filePath: string | null;
  description: string | null;
  attributes: { value: string }[];
};

export type VariantNode = {
  id: number;
  name: string;
  slug: string | null;
  value: string;
  children: VariantNode[] | null;
  items?: VariantItem[];
};

export type ProductDetail = {
  id: number;
  slug: string;
  name: string;
  persianName?: string | null;
  brands?: Brand[];
  igdb: string | null;
  filePath: string | null;
  fileTitleAttribute: string | null;
  fileAltAttribute: string | null;
  shortDescription: string | null;
  description: string | null;
  releaseDate: string | null;
  categories: { name: string; slug: string }[];
  breadcrumbs: { name: string; url: string }[];
  genres: Keyword[];
  theme: Keyword[];
  gameplay: Keyword[];
  playerPerspective: Keyword[];
  developer: Company | null;
  publisher: Company | null;
  pegi: AgeRating | null;
  esrb: AgeRating | null;
  rating: { id: number; type: string; value: number; total: number }[];
  awards: unknown[];
  faqs: { id: number; questions: string; answer: string }[];
  page: { title: string; richSnippet: string | null; metas: Record<string, string> } | null;
  similar: ProductListItem[];
  minVariant: { items: PriceItem[] } | null;
  variants: VariantNode[];
};

export type GalleryItem = {
  id: number;
  mediaType: 'Image' | 'Video';
  filePath: string;
  thumbnail: string | null;
  fileTitleAttribute: string | null;
  fileAltAttribute: string | null;
  duration: number | null;
  creationTime: string;
};

export type SiteMapProduct = { id: number; slug: string; galleries: GalleryItem[] };

/** One picture or video of Product/GetGallries (docs/contracts/commerce.md, Gallery); videos are MP4 or HLS (.m3u8). */
export type ProductGalleryItem = {
  id: number;
  mediaType: 'Image' | 'Video';
  filePath: string;
  cdnPath: string | null;
  thumbnail: string | null;
  cdnThumbnail: string | null;
  /** Seconds, for a video. */
  duration: number | null;
  alt: string | null;
  title: string | null;
};

export type * from './commerce-orders';
export type * from './commerce-notifications';
export type * from './commerce-wishlist';
