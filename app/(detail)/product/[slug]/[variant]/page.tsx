// The product page: /product/[slug] (the variant 'default') and /product/[slug]?variantId=N (a link to one
// variant), rewritten here by proxy.ts. Rendered on first request and kept like the product's read. A number
// that is none of this product's buyable variants goes to the product's own address, so that made-up numbers
// do not each keep a page.
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { purchaseOptions } from '@/components/catalog/purchase-options';
import { DEFAULT_VARIANT } from '@/lib/render-routes';
import { slugFromParam } from '@/lib/route-params';
import { productFor, productMetadata, ProductView } from '../ProductView';

type PageProps = { params: Promise<{ slug: string; variant: string }> };

export const revalidate = 60;

export function generateStaticParams(): { slug: string; variant: string }[] {
  return [];
}

export function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return productMetadata(params);
}

export default async function ProductPage({ params }: PageProps) {
  const product = await productFor(params);
  if (!product) notFound();
  const { slug, variant } = await params;
  if (variant === DEFAULT_VARIANT) return <ProductView product={product} />;
  const variantId = Number(variant);
  if (!purchaseOptions(product.variants ?? []).some((option) => option.item.id === variantId)) {
    permanentRedirect(`/product/${encodeURIComponent(slugFromParam(slug))}`);
  }
  return <ProductView product={product} preferredVariantId={variantId} />;
}
