// The product page's content: cover and titles, the buying island, then what a buyer reads before paying, and
// similar games. Rendered by ./[variant]/page.tsx.
import type { Metadata } from 'next';
import { AgeRatings } from '@/components/catalog/product/AgeRatings';
import { DeliveryNote, ProductCategories, ProductDescription, ProductFaqs, ProductPromises } from '@/components/catalog/product/ProductAbout';
import { ProductCover, ProductTitles, productTitle } from '@/components/catalog/product/ProductHero';
import { ProductSpecs } from '@/components/catalog/product/ProductSpecs';
import { ProductRail } from '@/components/catalog/ProductCard';
import { ProductPurchase } from '@/components/catalog/ProductPurchase';
import { slugFromParam } from '@/lib/route-params';
import { readProduct } from '@/services/cached/catalog';
import type { ProductDetail } from '@/services/types/commerce';

export async function productFor(params: Promise<{ slug: string }>) {
  return readProduct(slugFromParam((await params).slug));
}

export async function productMetadata(params: Promise<{ slug: string }>): Promise<Metadata> {
  const product = await productFor(params);
  if (!product) return {};
  const description = product.page?.metas?.description || `خرید اکانت ${productTitle(product)} با تحویل فوری و گارانتی از گیمینو.`;
  return { description, openGraph: { description, images: product.filePath ? [product.filePath] : undefined } };
}

export function ProductView({ product, preferredVariantId }: { product: ProductDetail; preferredVariantId?: number }) {
  return (
    <article className="pb-4">
      <ProductCover product={product} />
      <div className="px-4">
        <ProductTitles product={product} />
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
        <ProductRail title="بازی های مشابه" href={`/products?genres=${product.genres?.[0]?.keyword ?? ''}`} products={product.similar ?? []} />
      </div>
    </article>
  );
}
