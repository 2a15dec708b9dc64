import type { Metadata } from 'next';
import { CmsPageContent } from '@/components/content/CmsPageContent';
import { readCmsPage } from '@/services/server/cached/cms';
import { cmsPageMetadata } from '@/app/cms-page-metadata';

// Rendered once and served from the render cache, refreshed with its reads (services/server/cached/policy.ts).
export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return cmsPageMetadata({
    name: 'Terms',
    path: '/terms',
    title: 'قوانین و مقررات',
    description: 'قوانین خرید و استفاده از اکانت‌های گیمینو: ظرفیت‌ها، تحویل، گارانتی و بازگشت وجه.',
  });
}

export default async function Page() {
  return <CmsPageContent page={await readCmsPage('Terms')} title="قوانین و مقررات" />;
}
