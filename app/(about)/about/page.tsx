import type { Metadata } from 'next';
import { CmsPageContent } from '@/components/content/CmsPageContent';
import { readCmsDescription, readCmsPage } from '@/services/cached/cms';

// Rendered once and served from the render cache, refreshed with its reads (services/cached/policy.ts).
export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  return { description: await readCmsDescription('aboutUs', 'داستان گیمینو: فروشگاه اکانت بازی که گیمرها برای گیمرها ساختند.') };
}

export default async function Page() {
  return <CmsPageContent page={await readCmsPage('aboutUs')} title="درباره ما" />;
}
