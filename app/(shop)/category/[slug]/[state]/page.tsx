// A category's page in one state of its URL (/category/<slug>?genres=…, rewritten here by proxy.ts; the bare page is the
// state 'all'): the category's heading and its games through the catalog's own list, rendered on first request and
// kept like /products.
import type { Metadata } from 'next';
import { catalogStateMetadata, catalogStatePage, type CatalogStateParams } from '../../../products/catalog-pages';

export const revalidate = 60;

export function generateStaticParams(): { slug: string; state: string }[] {
  return [];
}

export function generateMetadata({ params }: { params: Promise<CatalogStateParams> }): Promise<Metadata> {
  return catalogStateMetadata('category', params);
}

export default function CategoryStatePage({ params }: { params: Promise<CatalogStateParams> }) {
  return catalogStatePage('category', params);
}
