// /order-guide: 'راهنمای ثبت سفارش', the CMS page 'orderGuide' (the side menu links here), rendered as /terms is.
import type { Metadata } from 'next';
import { CmsPageContent } from '@/components/content/CmsPageContent';
import { readCmsPage } from '@/services/server/cached/cms';
import { cmsPageMetadata } from '@/app/cms-page-metadata';

// Rendered once and served from the render cache, refreshed with its reads (services/server/cached/policy.ts).
export const revalidate = 300;

const TITLE = 'راهنمای ثبت سفارش';

export function generateMetadata(): Promise<Metadata> {
  return cmsPageMetadata({
    name: 'orderGuide',
    path: '/order-guide',
    title: TITLE,
    description: 'خرید اکانت بازی در گیمینو قدم به قدم: انتخاب بازی و ظرفیت، سبد خرید، ورود، پرداخت و تحویل اکانت.',
  });
}

export default async function Page() {
  return <CmsPageContent page={await readCmsPage('orderGuide')} title={TITLE} />;
}
