import type { Metadata } from 'next';
import { CmsPageContent } from '@/components/content/CmsPageContent';
import { readCmsPage } from '@/services/cached/cms';
import { cmsPageMetadata } from '@/app/cms-page-metadata';
import { JsonLd } from '@/components/ui/JsonLd';
import { siteIndexing } from '@/lib/site-indexing';
import { toSectionViews } from '@/services/views/cms';
import { faqStructuredData } from '@/services/views/seo';

// Rendered once and served from the render cache, refreshed with its reads (services/cached/policy.ts).
export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return cmsPageMetadata({ name: 'faq', path: '/faq', title: 'سوالات متداول', description: 'پاسخ پرسش‌های پرتکرار درباره‌ی ظرفیت‌ها، تحویل، گارانتی و پرداخت در گیمینو.' });
}

export default async function Page() {
  const page = await readCmsPage('faq');
  const site = siteIndexing();
  // The questions the page shows (its FAQ sections), for search engines; indexable builds only.
  const questions = site.indexing ? faqStructuredData(toSectionViews(page).flatMap((section) => (section.kind === 'faq' ? section.items : []))) : null;
  return (
    <>
      {questions ? <JsonLd data={[questions]} /> : null}
      <CmsPageContent page={page} title="سوالات متداول" />
    </>
  );
}
