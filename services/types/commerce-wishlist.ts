// The wishlist's shapes (docs/contracts/commerce.md, Wishlist; CONTRACTS §12.4); exported through ./commerce.ts too.
import type { PriceItem } from './commerce';

/** The contract's product, with this project's Persian name, cover title and price [PROP]. */
export type WishlistProduct = {
  id: number;
  name: string;
  persianName?: string | null;
  slug: string;
  filePath: string | null;
  fileTitleAttribute?: string | null;
  fileAltAttribute: string | null;
  categories: { name: string; slug: string }[];
  /** As on a product list card: the cheapest variant in stock, else the cheapest one with salePrice null. */
  minVariant?: { id?: number; name?: string | null; items: PriceItem[] } | null;
};

export type WishlistItem = { id: number; creationTime: string; product: WishlistProduct };

export type WishlistQuery = { skipCount: number; maxResultCount: number };
