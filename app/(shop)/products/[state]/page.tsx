// The catalog in one state of its URL (/products?genres=…&sort=…, rewritten here by proxy.ts; /products itself
// is the state 'all'): prerendered for 'all', rendered on first request for any other state, then kept and
// refreshed like the catalog's reads.
import { DEFAULT_CATALOG_STATE } from '@/lib/render-routes';
import type { Metadata } from 'next';
import { catalogStateMetadata, catalogStatePage, type CatalogStateParams } from '../catalog-pages';

export const revalidate = 60;

export function generateStaticParams(): { state: string }[] {
  return [{ state: DEFAULT_CATALOG_STATE }];
}

export function generateMetadata({ params }: { params: Promise<CatalogStateParams> }): Promise<Metadata> {
  return catalogStateMetadata(null, params);
}

export default function CatalogStatePage({ params }: { params: Promise<CatalogStateParams> }) {
  return catalogStatePage(null, params);
}
