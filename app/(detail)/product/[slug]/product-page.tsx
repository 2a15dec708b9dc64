// The product page, rendered two ways: kept per variant address ([variant]) or, for a slug or variant the proxy
// could not confirm, rendered per request with nothing kept (uncached). A number that is none of this product's
// buyable variants goes to its own game's page when it is another game's (Variant/Get), else to the product's
// own address.
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { DiscountAlertRow } from '@/components/catalog/discount-alert/DiscountAlertRow';
import { DiscountAlertSlot } from '@/components/catalog/discount-alert/DiscountAlertSlot';
import { AgeRatings } from '@/components/catalog/product/AgeRatings';
import {
  DeliveryNote,
  ProductCategories,
  ProductDescription,
  ProductFaqs,
  ProductPromises,
} from '@/components/catalog/product/ProductAbout';
import { ProductCover, ProductTitles, productTitle } from '@/components/catalog/product/ProductHero';
import { ProductBreadcrumbs } from '@/components/catalog/product/ProductBreadcrumbs';
import { ProductCritics } from '@/components/catalog/product/ProductCritics';
import { ProductGallery } from '@/components/catalog/product/ProductGallery';
import { SECTION_ANCHOR_CLASS, SECTION_IDS } from '@/components/catalog/product/section-anchors';
import { productSections, SIMILAR_GAMES } from '@/components/catalog/product/sections';
import { SectionTabs } from '@/components/catalog/product/SectionTabs';
import { ProductSpecs } from '@/components/catalog/product/ProductSpecs';
import { LateProductRail } from '@/components/catalog/LateProductRail';
import { ProductRecentlyViewed } from '@/components/catalog/recently-viewed/ProductRecentlyViewed';
import { ProductPurchase } from '@/components/catalog/ProductPurchase';
import { purchaseOptions } from '@/components/catalog/purchase-options';
import { WishlistToggle } from '@/components/wishlist/WishlistToggle';
import { JsonLd } from '@/components/ui/JsonLd';
import { itemOfListing, productFacts } from '@/lib/analytics/ecommerce';
import { settle } from '@/lib/settle';
import { siteIndexing } from '@/lib/site-indexing';
import type { StructuredData } from '@/lib/structured-data';
import { indexableMetadata } from '@/services/server/views/seo';
import { productSeo, productStructuredData } from '@/services/server/views/seo-product';
import { readGallery, readProduct, readSimilar, readVariant } from '@/services/server/cached/catalog';
import { buyingTree } from '@/services/commerce/purchase-options';
import type { ProductDetail, GalleryItem, ProductListItem } from '@/services/types/commerce';
import { twinPages } from '@/app/twin-pages';
import { DEFAULT_VARIANT } from '@/lib/render-routes';
import { idFromParam, slugFromParam } from '@/lib/route-params';
import { loadSimilarGames } from './similar-games-action';

/** The reads of a kept page, and of one rendered per request (which keep nothing, not even data). */
const KEPT_READS = { product: readProduct, similar: readSimilar, gallery: readGallery, variant: readVariant };
const FRESH_READS = {
  product: readProduct.uncached,
  similar: readSimilar.uncached,
  gallery: readGallery.uncached,
  variant: readVariant.uncached,
};

type ProductAddress = { slug: string; variantId?: number; kept: boolean };

export async function productPage({ slug, variantId, kept }: ProductAddress) {
  const reads = kept ? KEPT_READS : FRESH_READS;
  // Similar games and the gallery are read beside the product, not after it; each fails alone and is left out.
  const [product, similar, gallery] = await Promise.all([
    reads.product(slug),
    settle(reads.similar(slug, variantId)),
    settle(reads.gallery(slug)),
  ]);
  if (!product) notFound();
  const similarGames = similar.ok ? similar.value : [];
  const galleryItems = gallery.ok ? gallery.value : [];
  const site = siteIndexing();
  const structuredData = site.indexing ? productStructuredData(product, galleryItems, site.siteUrl) : null;
  const view = { product, similar: similarGames, gallery: galleryItems, structuredData };
  if (variantId === undefined) return <ProductView {...view} />;
  if (!purchaseOptions(product.variants).some((option) => option.item.id === variantId)) {
    // A shared link may pair a variant with the wrong game: its own game is where it goes.
    const owner = await settle(reads.variant(variantId));
    const ownerSlug = owner.ok ? owner.value?.product.slug : undefined;
    if (ownerSlug && ownerSlug !== slug)
      permanentRedirect(`/product/${encodeURIComponent(ownerSlug)}?variantId=${variantId}`);
    permanentRedirect(`/product/${encodeURIComponent(slug)}`);
  }
  return <ProductView {...view} preferredVariantId={variantId} />;
}

/** A description and its picture; an indexable build adds the Persian title, canonical (without the variant) and cards. */
export async function productMetadata({ slug, kept }: ProductAddress): Promise<Metadata> {
  const product = await (kept ? readProduct : readProduct.uncached)(slug);
  if (!product) return {};
  const description =
    product.page?.metas?.description || `خرید اکانت ${productTitle(product)} با تحویل فوری و گارانتی از گیمینو.`;
  const site = siteIndexing();
  if (site.indexing) return indexableMetadata(productSeo(product, description), site.siteUrl);
  return { description, openGraph: { description, images: product.filePath ? [product.filePath] : undefined } };
}

/**
 * Where the game sits, the cover with the wishlist heart and the titles, then the sticky tabs bar over the sections:
 * gallery, critics and awards, the buying island with the big-discount switch, what a buyer reads before paying,
 * and similar games (after which the page may show more of its own, such as what was viewed recently).
 */
type ProductViewProps = {
  product: ProductDetail;
  similar: ProductListItem[];
  gallery: GalleryItem[];
  /** Indexable builds only. */
  structuredData: StructuredData[] | null;
  preferredVariantId?: number;
};

function ProductView({ product, similar, gallery, structuredData, preferredVariantId }: ProductViewProps) {
  const sections = productSections({ product, gallery, similar });
  const hasVideo = sections.some((section) => section.id === SECTION_IDS.video);
  return (
    <article className="pb-4">
      {structuredData ? <JsonLd data={structuredData} /> : null}
      <ProductBreadcrumbs product={product} />
      <ProductCover
        product={product}
        action={<WishlistToggle productId={product.id} item={itemOfListing(product)} />}
      />
      <div className="px-4">
        <ProductTitles product={product} />
      </div>
      {/* Outside the padded column, so it stays stuck down to the similar games at the page's end. */}
      <SectionTabs sections={sections} />
      <div className="px-4">
        <ProductGallery
          items={gallery}
          gameTitle={productTitle(product)}
          id={hasVideo ? SECTION_IDS.video : undefined}
        />
        <ProductCritics product={product} />
        <section className="mt-5" aria-label="خرید">
          <ProductPurchase
            productId={product.id}
            {...buyingTree(product.variants)}
            preferredVariantId={preferredVariantId}
            facts={productFacts(product)}
          />
          <DiscountAlertSlot productId={product.id}>
            <DiscountAlertRow on={false} waiting />
          </DiscountAlertSlot>
        </section>
        <ProductPromises />
        <ProductDescription html={product.description} />
        <ProductSpecs product={product} />
        <AgeRatings product={product} />
        <ProductFaqs faqs={product.faqs} />
        <DeliveryNote />
        <ProductCategories categories={product.categories} />
      </div>
      {/* Read with the page for its tab; its cards come when the shopper scrolls near (./similar-games-action.tsx). */}
      <div id={SECTION_IDS.similar} tabIndex={-1} className={`-mb-2 ${SECTION_ANCHOR_CLASS}`}>
        {similar.length > 0 ? (
          <LateProductRail
            title={SIMILAR_GAMES}
            href={`/products?genres=${product.genres?.[0]?.keyword ?? ''}`}
            load={loadSimilarGames.bind(null, product.slug, preferredVariantId)}
          />
        ) : null}
      </div>
      <ProductRecentlyViewed product={product} />
    </article>
  );
}

/**
 * The product page kept per address ([variant]: 'default', or the variant a link names) once proxy.ts knows the
 * product and its variant exist, else rendered per request (uncached).
 */
export const { KeptPage, keptMetadata, keptStaticParams, PerRequestPage, perRequestMetadata } = twinPages<
  Omit<ProductAddress, 'kept'>
>({
  keptAddress: ({ slug, variant }) => ({
    slug: slugFromParam(slug),
    variantId: variant === DEFAULT_VARIANT ? undefined : Number(variant),
  }),
  perRequestAddress: ({ slug }, search) => ({
    slug: slugFromParam(slug),
    variantId: idFromParam(search.variantId) ?? undefined,
  }),
  page: (address, kept) => productPage({ ...address, kept }),
  metadata: (address, kept) => productMetadata({ ...address, kept }),
});
