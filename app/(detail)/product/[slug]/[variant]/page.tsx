// The product page kept per address: /product/[slug] (the variant 'default') and /product/[slug]?variantId=N or
// ?variant=N (a link to one variant), rewritten here by proxy.ts once it knows the product and its variant exist.
// Rendered on first request and kept like the product's read.
import type { Metadata } from 'next';
import { DEFAULT_VARIANT } from '@/lib/render-routes';
import { slugFromParam } from '@/lib/route-params';
import { productMetadata, productPage } from '../product-page';

type PageProps = { params: Promise<{ slug: string; variant: string }> };

export const revalidate = 60;

export function generateStaticParams(): { slug: string; variant: string }[] {
  return [];
}

async function addressOf(params: PageProps['params']) {
  const { slug, variant } = await params;
  return {
    slug: slugFromParam(slug),
    variantId: variant === DEFAULT_VARIANT ? undefined : Number(variant),
    kept: true,
  };
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return productMetadata(await addressOf(params));
}

export default async function ProductPage({ params }: PageProps) {
  return productPage(await addressOf(params));
}
