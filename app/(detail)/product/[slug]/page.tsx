// The product page: cover and titles, the buying island, then what a buyer reads before paying, and similar games.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { AgeRatings } from '@/components/catalog/product/AgeRatings';
import { DeliveryNote, ProductCategories, ProductDescription, ProductFaqs, ProductPromises } from '@/components/catalog/product/ProductAbout';
import { ProductCover, ProductTitles, productTitle } from '@/components/catalog/product/ProductHero';
import { ProductSpecs } from '@/components/catalog/product/ProductSpecs';
import { ProductRail } from '@/components/catalog/ProductCard';
import { ProductPurchase } from '@/components/catalog/ProductPurchase';
import { readProduct } from '@/services/cached/catalog';

type PageProps = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function productFor(params: PageProps['params']) {
  await connection();
  const { slug } = await params;
  return readProduct(decodeURIComponent(slug));
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const product = await productFor(params);
  if (!product) return {};
  const description = product.page?.metas?.description || `خرید اکانت ${productTitle(product)} با تحویل فوری و گارانتی از گیمینو.`;
  return { description, openGraph: { description, images: product.filePath ? [product.filePath] : undefined } };
}

export default async function ProductPage({ params, searchParams }: PageProps) {
  const product = await productFor(params);
  if (!product) notFound();
  const query = await searchParams;
  const preferredVariantId = Number(Array.isArray(query.variantId) ? query.variantId[0] : query.variantId) || undefined;

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
