// CMS pages (Strapi 5 dynamic zones) as a list of section views the content pages can render one by one.
// Pure: HTML is sanitised here, media URLs are left for the component (cmsMediaUrl lives with the service).
import 'server-only';
import type {
  CmsContactItem,
  CmsContacts,
  CmsMedia,
  CmsPage,
  CmsQuestion,
  CmsSection,
  CmsSectionItem,
} from '@/services/types/cms';
import { normalizeArabicLetters, toPersianDigits } from '@/lib/digits';
import { htmlToText, isSafeHref, markdownToSafeHtml, sanitizeRichText, type SanitizedHtml } from '@/lib/sanitize';
import { reportContractDrift } from '@/services/contract-drift';

export type FaqItemView = { id: string; question: string; answerHtml: SanitizedHtml };
/** A titled item of a list; `icon` is its picture where the CMS gives one (the about page's `icons`). */
export type ListItemView = { id: string; title: string; html: SanitizedHtml; icon: CmsMedia | null };

export type SectionView =
  | { kind: 'richText'; key: string; title: string | null; html: SanitizedHtml }
  | {
      kind: 'image';
      key: string;
      title: string | null;
      hero: boolean;
      media: CmsMedia;
      alt: string;
      url: string | null;
    }
  | { kind: 'faq'; key: string; title: string | null; items: FaqItemView[] }
  | {
      kind: 'list';
      key: string;
      title: string | null;
      subtitle: string | null;
      /** 'numbered': rules to read in order (the terms); 'icons': a grid of items with their icons; else cards. */
      layout: 'numbered' | 'icons' | 'cards';
      items: ListItemView[];
    };

const text = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const plain = htmlToText(value);
  return plain === '' ? null : plain;
};

/** Strapi ids count per component kind, so the kind is part of a stable key. */
const keyOf = (section: CmsSection) => `${section.__component}-${section.id}`;

const isQuestion = (item: CmsSectionItem): item is CmsQuestion => 'Question' in item;

/** A Question comes with a Markdown Answer (as the real CMS writes them); a Title with an HTML Description. */
const itemTitle = (item: CmsSectionItem) => text(isQuestion(item) ? item.Question : item.Title);
const itemHtml = (item: CmsSectionItem) =>
  isQuestion(item) ? markdownToSafeHtml(item.Answer) : sanitizeRichText('Description' in item ? item.Description : '');

function faqItem(item: CmsSectionItem, sectionKey: string): FaqItemView | null {
  const question = itemTitle(item);
  const answerHtml = itemHtml(item);
  if (!question || !answerHtml) return null;
  return { id: `${sectionKey}-${item.id}`, question, answerHtml };
}

function listItem(item: CmsSectionItem, sectionKey: string): ListItemView | null {
  const title = itemTitle(item) ?? '';
  const html = itemHtml(item);
  if (!title && !html) return null;
  const icon = !isQuestion(item) && item.Image?.url ? item.Image : null;
  return { id: `${sectionKey}-${item.id}`, title, html, icon };
}

type Repeater = Extract<CmsSection, { __component: 'shared.repeter' }>;
type RichText = Extract<CmsSection, { __component: 'shared.rich-text' }>;
type ImageSection = Extract<CmsSection, { __component: 'shared.image' }>;

/** A page's sections are read by Page_Find; a member it lacks is counted against that operation. */
const pageDrift = (field: string) => reportContractDrift({ service: 'cms', operation: 'Page_Find', field });

/** A list's items; a list that came without them is an empty one, and said so. */
export function repeaterItems(section: Repeater): Repeater['Items'] {
  if (Array.isArray(section.Items)) return section.Items;
  pageDrift('data[].Sections[].Items');
  return [];
}

/** A rich text's HTML (`Body`); without it the section has nothing to show, and that is said. */
export function richTextHtml(section: RichText): SanitizedHtml {
  if (typeof section.Body !== 'string') {
    pageDrift('data[].Sections[].Body');
    return '' as SanitizedHtml;
  }
  return sanitizeRichText(section.Body);
}

const isFaqSection = (section: Repeater) =>
  section.Keyword?.toLowerCase().includes('faq') === true || repeaterItems(section).some(isQuestion);

function imageView(section: ImageSection, key: string, title: string | null): SectionView | null {
  const media = section.Image;
  // A real CMS may leave the image out of an image section; there is nothing to show then.
  if (!media?.url) return null;
  const alt = text(section.ImageAlternative) ?? text(media.alternativeText) ?? title ?? '';
  return { kind: 'image', key, title, hero: section.Keyword === 'hero', media, alt, url: section.Url };
}

function listView(section: Repeater, key: string, title: string | null, page: string | undefined): SectionView | null {
  // Rules and an order's steps are read in order: numbered.
  const rules = section.Keyword === 'terms' || section.Keyword === 'steps' || page === 'Terms';
  if (!rules && isFaqSection(section)) {
    const faqs = repeaterItems(section)
      .map((item) => faqItem(item, key))
      .filter((item): item is FaqItemView => item !== null);
    return faqs.length ? { kind: 'faq', key, title, items: faqs } : null;
  }
  // A section that carries its value itself (the about page's number and address) shows it as its first item.
  const ownHtml = section.Description ? sanitizeRichText(section.Description) : '';
  const own: ListItemView[] = ownHtml ? [{ id: `${key}-own`, title: title ?? '', html: ownHtml, icon: null }] : [];
  const list = own.concat(
    repeaterItems(section)
      .map((item) => listItem(item, key))
      .filter((item): item is ListItemView => item !== null),
  );
  if (!list.length) return null;
  const layout = rules ? 'numbered' : section.Keyword === 'icons' && list.some((item) => item.icon) ? 'icons' : 'cards';
  return { kind: 'list', key, title, subtitle: text(section.Subtitle), layout, items: list };
}

/**
 * One section as a view, or null for a kind this shop does not show (or an empty one). `page` is the CMS page
 * the section belongs to: the terms are rules to read in order, numbered, whatever shape their items take.
 */
export function toSectionView(section: CmsSection, page?: string): SectionView | null {
  const key = keyOf(section);
  const title = text(section.Title);
  switch (section.__component) {
    case 'shared.image':
      return imageView(section, key, title);
    case 'shared.repeter':
      return listView(section, key, title, page);
    case 'shared.rich-text': {
      const html = richTextHtml(section);
      return html ? { kind: 'richText', key, title, html } : null;
    }
    default:
      return null;
  }
}

export function toSectionViews(page: CmsPage | null): SectionView[] {
  return (page?.Sections ?? [])
    .map((section) => toSectionView(section, page?.Page))
    .filter((view): view is SectionView => view !== null);
}

/** The page's SEO description (Seo.Metas, Type 'description'), as text. */
export function seoDescription(page: CmsPage | null): string | null {
  const meta = page?.Seo?.Metas?.find((entry) => entry.Type === 'description');
  return text(meta?.Value);
}

/** Two headings say the same thing: spaces, half-spaces and Arabic letter forms aside. */
export function isSameHeading(a: string | null, b: string | null): boolean {
  if (!a || !b) return false;
  const normal = (value: string) => normalizeArabicLetters(value).replace(/[\s\u200c\u200f\u200e]/g, '');
  return normal(a) === normal(b);
}

// ---------------------------------------------------------------- contact channels

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/** A CMS link only when it is http(s), mailto:, tel:, a path in the shop or an anchor. */
export function safeCmsHref(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  return trimmed && SAFE_LINK.test(trimmed) && isSafeHref(trimmed) ? trimmed : null;
}

/** A value with no Persian letters (phone, e-mail, handle) reads left to right. */
export function isLatinValue(value: string): boolean {
  return !/[\u0600-\u06ff]/.test(value.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, ''));
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The CMS's colour for a channel, only when it is a plain hex colour. */
export function channelColor(item: Pick<CmsContactItem, 'backgroundColorCode'>): string | null {
  const color = item.backgroundColorCode?.trim();
  return color && HEX_COLOR.test(color) ? color : null;
}

/** The contact page's own FAQ (Faqs.Items: Question/Answer) as accordion items. */
export function contactFaqItems(faqs: CmsContacts['Faqs'] | null | undefined): FaqItemView[] {
  return (faqs?.Items ?? [])
    .map((item) => faqItem(item, 'contact-faq'))
    .filter((item): item is FaqItemView => item !== null);
}

/** Every question and answer of a CMS page's lists (the wallet FAQ), whichever naming style its items use. */
export function pageFaqItems(page: CmsPage | null): FaqItemView[] {
  return (page?.Sections ?? [])
    .flatMap((section) =>
      section.__component === 'shared.repeter'
        ? section.Items.map((item) => faqItem(item, `section-${section.id}`))
        : [],
    )
    .filter((item): item is FaqItemView => item !== null);
}

const PHONE_LIKE = /^[\d\u06f0-\u06f9\u0660-\u0669\s\-+()]+$/;

/** A channel value as shown: phone numbers in Persian digits, anything else as written. */
export function contactValueText(value: string): string {
  const trimmed = value.trim();
  return PHONE_LIKE.test(trimmed) ? toPersianDigits(trimmed) : trimmed;
}
