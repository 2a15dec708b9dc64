// The product page rendered per request with nothing kept: where proxy.ts sends a slug or a variant it could not
// confirm exists (lib/render-routes.ts), so that made-up addresses answer without filling the render cache.
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { idFromParam, slugFromParam } from '@/lib/route-params';
import { productMetadata, productPage } from '../product-page';

type PageProps = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function addressOf({ params, searchParams }: PageProps) {
  await connection();
  const variantId = idFromParam((await searchParams).variantId) ?? undefined;
  return { slug: slugFromParam((await params).slug), variantId, kept: false };
}

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  return productMetadata(await addressOf(props));
}

export default async function UncachedProductPage(props: PageProps) {
  return productPage(await addressOf(props));
}
