// The wishlist's shapes, as contracts/commerce.openapi.yaml gives them (docs/contracts/commerce.md, Wishlist);
// exported through ./commerce.ts too.
import type { components } from '@/contracts/generated/commerce';

type Schemas = components['schemas'];

/** The contract's product, with this project's Persian name, cover title and price [PROP]. */
export type WishlistProduct = Schemas['WishlistProduct'];
export type WishlistItem = Schemas['WishlistItem'];

/** A page of the list the shop asks for. */
export type WishlistQuery = { skipCount: number; maxResultCount: number };
