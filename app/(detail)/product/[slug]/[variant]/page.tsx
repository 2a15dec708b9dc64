// The product page: /product/[slug] (the variant 'default') and /product/[slug]?variantId=N or ?variant=N (a
// link to one variant), rewritten here by proxy.ts. Rendered on first request and kept like the product's read.
// A number that is none of this product's buyable variants goes to its own game's page when it is another
// game's (Variant/Get), else to the product's own address, so that made-up numbers do not each keep a page.
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { AgeRatings } from '@/components/catalog/product/AgeRatings';
import { DeliveryNote, ProductCategories, ProductDescription, ProductFaqs, ProductPromises } from '@/components/catalog/product/ProductAbout';
import { ProductCover, ProductTitles, productTitle } from '@/components/catalog/product/ProductHero';
import { ProductGallery } from '@/components/catalog/product/ProductGallery';
import { ProductSpecs } from '@/components/catalog/product/ProductSpecs';
import { ProductRail } from '@/components/catalog/ProductCard';
import { ProductPurchase } from '@/components/catalog/ProductPurchase';
import { purchaseOptions } from '@/components/catalog/purchase-options';
import { WishlistToggle } from '@/components/wishlist/WishlistToggle';
import { DEFAULT_VARIANT } from '@/lib/render-routes';
import { slugFromParam } from '@/lib/route-params';
import { settle } from '@/lib/settle';
import { readGallery, readProduct, readSimilar, readVariant } from '@/services/cached/catalog';
import type { ProductDetail, ProductGalleryItem, ProductListItem } from '@/services/types/commerce';

type PageProps = { params: Promise<{ slug: string; variant: string }> };

export const revalidate = 60;

export function generateStaticParams(): { slug: string; variant: string }[] {
  return [];
}

export function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return productMetadata(params);
}

export default async function ProductPage({ params }: PageProps) {
  const { slug, variant } = await params;
  const productSlug = slugFromParam(slug);
  const variantId = variant === DEFAULT_VARIANT ? undefined : Number(variant);
  // Similar games and the gallery are read beside the product, not after it; each fails alone and is left out.
  const [product, similar, gallery] = await Promise.all([
    readProduct(productSlug),
    settle(readSimilar(productSlug, variantId)),
    settle(readGallery(productSlug)),
  ]);
  if (!product) notFound();
  const similarGames = similar.ok ? similar.value : [];
  const galleryItems = gallery.ok ? gallery.value : [];
  if (variantId === undefined) return <ProductView product={product} similar={similarGames} gallery={galleryItems} />;
  if (!purchaseOptions(product.variants ?? []).some((option) => option.item.id === variantId)) {
    // A shared link may pair a variant with the wrong game: its own game is where it goes.
    const owner = await settle(readVariant(variantId));
    const ownerSlug = owner.ok ? owner.value?.product.slug : undefined;
    if (ownerSlug && ownerSlug !== productSlug) permanentRedirect(`/product/${encodeURIComponent(ownerSlug)}?variantId=${variantId}`);
    permanentRedirect(`/product/${encodeURIComponent(productSlug)}`);
  }
  return <ProductView product={product} similar={similarGames} gallery={galleryItems} preferredVariantId={variantId} />;
}

async function productFor(params: Promise<{ slug: string }>) {
  return readProduct(slugFromParam((await params).slug));
}

async function productMetadata(params: Promise<{ slug: string }>): Promise<Metadata> {
  const product = await productFor(params);
  if (!product) return {};
  const description = product.page?.metas?.description || `خرید اکانت ${productTitle(product)} با تحویل فوری و گارانتی از گیمینو.`;
  return { description, openGraph: { description, images: product.filePath ? [product.filePath] : undefined } };
}

/** Cover with the wishlist heart, titles and gallery, the buying island, then what a buyer reads before paying, and similar games. */
function ProductView({ product, similar, gallery, preferredVariantId }: { product: ProductDetail; similar: ProductListItem[]; gallery: ProductGalleryItem[]; preferredVariantId?: number }) {
  return (
    <article className="pb-4">
      <ProductCover product={product} action={<WishlistToggle productId={product.id} />} />
      <div className="px-4">
        <ProductTitles product={product} />
        <ProductGallery items={gallery} gameTitle={productTitle(product)} />
        <section className="mt-5" aria-label="خرید">
          <ProductPurchase productId={product.id} variants={product.variants ?? []} preferredVariantId={preferredVariantId} />
        </section>
        <ProductPromises />
        <ProductDescription html={product.description} />
        <ProductSpecs product={product} />
        <AgeRatings product={product} />
        <ProductFaqs faqs={product.faqs} />
        <DeliveryNote />
        <ProductCategories categories={product.categories} />
      </div>
      <div className="-mb-2">
        <ProductRail title="بازی های مشابه" href={`/products?genres=${product.genres?.[0]?.keyword ?? ''}`} products={similar} />
      </div>
    </article>
  );
}
