// One FAQ topic (/faq/<keyword>), rendered two ways: kept per topic ([slug]) once proxy.ts knows the topic
// exists, or per request with nothing kept (uncached), so that made-up topics answer 404 without filling the cache.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { IntentLink } from '@/components/shared/IntentLink';
import { FaqAccordion } from '@/components/content/FaqAccordion';
import { ChevronStartIcon } from '@/components/ui/content-icons';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageHeading } from '@/components/ui/PageHeading';
import { siteIndexing } from '@/lib/site-indexing';
import { readCmsPage } from '@/services/server/cached/cms';
import {
  FAQ_TITLE,
  faqCrumbs,
  faqTopicSeo,
  findFaqTopic,
  isFaqTopicSlug,
  type FaqTopicView,
} from '@/services/server/views/faq-topics';
import { faqStructuredData, indexableMetadata } from '@/services/server/views/seo';
import { twinPages } from '@/app/twin-pages';
import { slugFromParam } from '@/lib/route-params';

/** The topic `slug` names, read as the page is kept (or not); null for none. A CMS failure throws. */
async function readTopic(slug: string, kept: boolean): Promise<FaqTopicView | null> {
  if (!isFaqTopicSlug(slug)) return null;
  return findFaqTopic(await (kept ? readCmsPage : readCmsPage.uncached)('faq'), slug);
}

export async function faqTopicMetadata(slug: string, kept: boolean): Promise<Metadata> {
  const topic = await readTopic(slug, kept).catch(() => null);
  if (!topic) return {};
  const seo = faqTopicSeo(topic);
  const site = siteIndexing();
  return site.indexing ? indexableMetadata(seo, site.siteUrl) : { description: seo.description };
}

export async function faqTopicPage(slug: string, kept: boolean) {
  const topic = await readTopic(slug, kept);
  if (!topic) notFound();
  const site = siteIndexing();
  const questions = site.indexing ? faqStructuredData(topic.items) : null;
  return (
    <>
      {site.indexing ? <JsonLd data={[...(questions ? [questions] : []), faqCrumbs(site.siteUrl, topic)]} /> : null}
      <PageHeading description={topic.countLabel}>{topic.title}</PageHeading>
      <div className="flex flex-col gap-4 px-4 pb-8">
        <FaqAccordion items={topic.items} headingLevel={2} />
        <IntentLink
          href="/faq"
          className="inline-flex min-h-11 items-center gap-1 self-start rounded-xl px-2 font-bold text-brand-700 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          <ChevronStartIcon size={20} />
          {`همه‌ی ${FAQ_TITLE}`}
        </IntentLink>
      </div>
    </>
  );
}

/** A FAQ topic kept per keyword once proxy.ts knows it exists ([slug]), else rendered per request (uncached). */
export const { KeptPage, keptMetadata, keptStaticParams, PerRequestPage, perRequestMetadata } = twinPages({
  keptAddress: ({ slug }) => slugFromParam(slug),
  perRequestAddress: ({ slug }) => slugFromParam(slug),
  page: faqTopicPage,
  metadata: faqTopicMetadata,
});
