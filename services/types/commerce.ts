// The commerce host's catalog shapes, as contracts/commerce.openapi.yaml gives them: search and facets, the product
// page with its variant tree, gallery, brands, categories and the sitemap. The cart and orders are in
// ./commerce-orders.ts, exported from here too, so that the service's shapes have one address.
import type { components } from '@/contracts/generated/commerce';

type Schemas = components['schemas'];

/** InStock, OutOfStock, OnBackOrder (a pre-order) or ComingSoon. */
export type StockStatus = Schemas['StockStatus'];

export type FacetKey = Schemas['FacetKey'];
export type FacetItem = Schemas['FacetItem'];
export type Facet = Schemas['Facet'];

/** The body of Product/SearchWithFacets. */
export type SearchWithFacetsInput = Schemas['SearchWithFacetsInput'];
export type SearchWithFacetsResult = Schemas['SearchWithFacetsResult'];

export type Keyword = Schemas['Keyword'];
export type Company = Schemas['Company'];
export type Brand = Schemas['Brand'];
/** Brand/GetBySlug: a brand with its page's description. */
export type BrandDetail = Schemas['BrandDetail'];
export type Category = Schemas['Category'];

/** A PEGI or ESRB level; its items are content descriptors. */
export type AgeRating = Schemas['AgeRating'];
export type ContentDescriptor = Schemas['ContentDescriptor'];

export type PriceItem = Schemas['PriceItem'];
export type MinVariant = Schemas['MinVariant'];

/** A game as every answer names it: ids, names and cover. */
export type ProductSummary = Schemas['ProductSummary'];
export type ProductListItem = Schemas['ProductListItem'];
export type ProductDetail = Schemas['ProductDetail'];

/** The variant tree: platforms at the root, account types under them, each with the one variant to buy. */
export type PlatformNode = Schemas['PlatformNode'];
export type AccountTypeNode = Schemas['AccountTypeNode'];
export type VariantItem = Schemas['VariantItem'];

/** One picture or trailer of Product/GetGallries; a trailer is an MP4 or an HLS playlist (.m3u8). */
export type GalleryItem = Schemas['GalleryItem'];

export type MediaType = Schemas['MediaType'];
export type SiteMapProduct = Schemas['SiteMapProduct'];

export type * from './commerce-orders';
export type * from './commerce-notifications';
export type * from './commerce-wishlist';
