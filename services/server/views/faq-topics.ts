// The FAQ page's topics: each FAQ section of the CMS's `faq` page is one topic, its Keyword the topic's path
// under /faq/ (CONTRACTS, CMS content). Pure: the data layer reads the page, this shapes it.
import 'server-only';
import type { CmsPage } from '@/services/types/cms';
import { toPersianDigits } from '@/lib/digits';
import { truncateText } from '@/lib/sanitize';
import { toSectionViews, type FaqItemView } from './cms';
import { crumbsOf, HOME_CRUMB, type PageSeo } from './seo';
import type { StructuredData } from '@/lib/structured-data';

export const FAQ_TITLE = 'سوالات متداول';
export const FAQ_DESCRIPTION = 'پاسخ پرسش‌های پرتکرار درباره‌ی ظرفیت‌ها، تحویل، گارانتی و پرداخت در گیمینو.';

export type FaqTopicView = { slug: string; title: string; href: string; countLabel: string; items: FaqItemView[] };

/** A keyword the shop puts in a path: lower-case Latin letters, digits and dashes, as the CMS's editors write them. */
const TOPIC_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 60;

/** Whether `slug` could name a topic at all: anything else is 404 without asking the CMS. */
export function isFaqTopicSlug(slug: string): boolean {
  return slug.length <= MAX_SLUG_LENGTH && TOPIC_SLUG.test(slug);
}

export function faqTopicHref(slug: string): string {
  return `/faq/${slug}`;
}

/**
 * The topics in the CMS's order: FAQ sections with a keyword that makes a path and at least one question. A
 * keyword used twice names the first section only, so that one address never shows two topics.
 */
export function faqTopics(page: CmsPage | null): FaqTopicView[] {
  const keywords = new Map(
    (page?.Sections ?? []).map((section) => [`${section.__component}-${section.id}`, section.Keyword?.trim() ?? '']),
  );
  const topics: FaqTopicView[] = [];
  for (const view of toSectionViews(page)) {
    if (view.kind !== 'faq') continue;
    const slug = keywords.get(view.key) ?? '';
    if (!isFaqTopicSlug(slug) || topics.some((topic) => topic.slug === slug)) continue;
    topics.push({
      slug,
      title: view.title ?? 'سوالات متداول',
      href: faqTopicHref(slug),
      countLabel: `${toPersianDigits(view.items.length)} پرسش`,
      items: view.items,
    });
  }
  return topics;
}

/** The topic `slug` names, or null when the page has none by that name. */
export function findFaqTopic(page: CmsPage | null, slug: string): FaqTopicView | null {
  if (!isFaqTopicSlug(slug)) return null;
  return faqTopics(page).find((topic) => topic.slug === slug) ?? null;
}

/** A topic's title, description and canonical, for its metadata. */
export function faqTopicSeo(topic: FaqTopicView): PageSeo {
  return {
    title: `${FAQ_TITLE}: ${topic.title}`,
    description: truncateText(
      `${topic.countLabel} و پاسخ درباره‌ی ${topic.title} در گیمینو: ${topic.items.map((item) => item.question).join(' ')}`,
      160,
    ),
    path: topic.href,
  };
}

/** Home › the FAQ › the topic (when on one). */
export function faqCrumbs(siteUrl: string, topic?: FaqTopicView): StructuredData {
  const trail: [string, string][] = [HOME_CRUMB, [FAQ_TITLE, '/faq']];
  if (topic) trail.push([topic.title, topic.href]);
  return crumbsOf(siteUrl, trail);
}
