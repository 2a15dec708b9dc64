import type { Metadata } from 'next';
import { CmsPageContent } from '@/components/content/CmsPageContent';
import { readCmsDescription, readCmsPage } from '@/services/cached/cms';

// Rendered once and served from the render cache, refreshed with its reads (services/cached/policy.ts).
export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  return { description: await readCmsDescription('Terms', 'قوانین خرید و استفاده از اکانت‌های گیمینو: ظرفیت‌ها، تحویل، گارانتی و بازگشت وجه.') };
}

export default async function Page() {
  return <CmsPageContent page={await readCmsPage('Terms')} title="قوانین و مقررات" />;
}
