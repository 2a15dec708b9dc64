// /faq: the FAQ's topics (its FAQ sections, by Keyword), each a link to /faq/<keyword> with its questions.
import type { Metadata } from 'next';
import { CmsSections, ContentUnavailable } from '@/components/content/CmsSections';
import { FaqTopicList } from '@/components/content/FaqTopicList';
import { PageHeading } from '@/components/ui/PageHeading';
import { readCmsPage } from '@/services/server/cached/cms';
import { cmsPageMetadata } from '@/app/cms-page-metadata';
import { toSectionViews } from '@/services/server/views/cms';
import { FAQ_DESCRIPTION, FAQ_TITLE, faqCrumbs, faqTopics } from '@/services/server/views/faq-topics';
import { JsonLd } from '@/components/ui/JsonLd';
import { siteIndexing } from '@/lib/site-indexing';

// Rendered once and served from the render cache, refreshed with its reads (services/server/cached/policy.ts).
export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return cmsPageMetadata({ name: 'faq', path: '/faq', title: FAQ_TITLE, description: FAQ_DESCRIPTION });
}

export default async function Page() {
  const page = await readCmsPage('faq');
  const topics = faqTopics(page);
  // The questions live on the topics' pages (with their FAQPage data); here only what frames the list.
  const framing = toSectionViews(page).filter((section) => section.kind !== 'faq');
  const site = siteIndexing();
  return (
    <>
      {site.indexing ? <JsonLd data={[faqCrumbs(site.siteUrl)]} /> : null}
      <PageHeading description="موضوع پرسش خود را انتخاب کنید.">{FAQ_TITLE}</PageHeading>
      {framing.length > 0 ? <CmsSections sections={framing} pageTitle={FAQ_TITLE} /> : null}
      {topics.length > 0 ? <FaqTopicList topics={topics} /> : <ContentUnavailable />}
    </>
  );
}
