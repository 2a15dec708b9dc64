import type { Metadata } from 'next';
import { CmsPageContent } from '@/components/content/CmsPageContent';
import { readCmsPage } from '@/services/server/cached/cms';
import { cmsPageMetadata } from '@/app/cms-page-metadata';

// Rendered once and served from the render cache, refreshed with its reads (services/server/cached/policy.ts).
export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return cmsPageMetadata({
    name: 'aboutUs',
    path: '/about',
    title: 'درباره ما',
    description: 'داستان گیمینو: فروشگاه اکانت بازی که گیمرها برای گیمرها ساختند.',
  });
}

export default async function Page() {
  return <CmsPageContent page={await readCmsPage('aboutUs')} title="درباره ما" />;
}
