// The CMS's Home and about pages shaped for the home page: the Home page's keyed sections in the editors'
// order, and from the about page the intro, a few questions and the support channels. Pure: every link a
// section carries is checked here, so a component only ever links to what this file let through.
import 'server-only';
import type { CmsLinkItem, CmsMedia, CmsPage, CmsSection } from '@/services/types/cms';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import { safeReturnUrl } from '@/lib/return-url';
import { htmlToText, markdownToSafeHtml, sanitizeRichText, type SanitizedHtml } from '@/lib/sanitize';
import { repeaterItems, richTextHtml, type FaqItemView } from './cms';

/** A picture of a section and where it leads (null: it is shown without a link). */
export type HomeLinkView = { id: string; title: string; alt: string; href: string | null; image: CmsMedia };

export type HomeSectionView =
  | { kind: 'hero'; key: string; title: string | null; slides: HomeLinkView[] }
  | { kind: 'banners'; key: string; title: string | null; row: 'banner2' | 'banner3'; items: HomeLinkView[] }
  | { kind: 'categories'; key: string; title: string | null; items: HomeLinkView[] }
  | { kind: 'offer'; key: string; title: string | null; subtitle: string | null; item: HomeLinkView };

/** How many of the about page's questions the home page shows before 'همه پرسش ها'. */
export const HOME_FAQ_SIZE = 4;

const text = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const plain = htmlToText(value);
  return plain === '' ? null : plain;
};

/**
 * Where a CMS link may lead from the home page: a path in the shop, as the browser will read it. Anything
 * else (another origin, `//host`, javascript:, data:, mailto:) is not a link at all.
 */
export function homeHref(url: string | null | undefined): string | null {
  return safeReturnUrl(url?.trim());
}

type Repeater = Extract<CmsSection, { __component: 'shared.repeter' }>;

const isLinkItem = (item: Repeater['Items'][number]): item is CmsLinkItem => 'Url' in item && 'Image' in item;

function linkItems(section: Repeater, key: string): HomeLinkView[] {
  return repeaterItems(section)
    .filter(isLinkItem)
    .filter((item) => Boolean(item.Image?.url))
    .map((item) => {
      const title = text(item.Title) ?? '';
      return {
        id: `${key}-${item.id}`,
        title,
        alt: text(item.ImageAlternative) ?? text(item.Image.alternativeText) ?? title,
        href: homeHref(item.Url),
        image: item.Image,
      };
    });
}

function homeSection(section: CmsSection, isFirstBanner: boolean): HomeSectionView | null {
  if (section.__component !== 'shared.repeter') return null;
  const key = `${section.__component}-${section.id}`;
  const title = text(section.Title);
  const items = linkItems(section, key);
  if (items.length === 0) return null;
  switch (section.Keyword) {
    case 'banner':
      // One hero a page: a second `banner` section is one more row of banners.
      return isFirstBanner
        ? { kind: 'hero', key, title, slides: items }
        : { kind: 'banners', key, title, row: 'banner2', items };
    case 'banner2':
    case 'banner3':
      return { kind: 'banners', key, title, row: section.Keyword, items };
    case 'category':
      // A tile is a link or nothing: a category that leads nowhere is left out.
      return { kind: 'categories', key, title, items: items.filter((item) => item.href) };
    case 'special-offer':
      return { kind: 'offer', key, title, subtitle: text(section.Subtitle), item: items[0] };
    default:
      return null;
  }
}

/** The Home page's sections this shop shows, in the CMS's order; unknown keywords and empty sections are left out. */
export function toHomeSections(page: CmsPage | null): HomeSectionView[] {
  let heroTaken = false;
  const views: HomeSectionView[] = [];
  for (const section of page?.Sections ?? []) {
    const view = homeSection(section, !heroTaken && section.Keyword === 'banner');
    if (!view || (view.kind === 'categories' && view.items.length === 0)) continue;
    if (view.kind === 'hero') heroTaken = true;
    views.push(view);
  }
  return views;
}

// ---------------------------------------------------------------- the about page's part

export type ChannelView = { label: string; value: string; href: string };
export type HomeAboutView = {
  intro: { title: string | null; html: SanitizedHtml } | null;
  faq: FaqItemView[];
  phone: ChannelView | null;
  email: ChannelView | null;
};

const sectionKeyed = (page: CmsPage | null, keyword: string) =>
  page?.Sections?.find((section) => section.Keyword === keyword);

/** A section's own words: a rich text's HTML, or a list's subtitle and its items' descriptions. */
function sectionHtml(section: CmsSection): SanitizedHtml {
  if (section.__component === 'shared.rich-text') return richTextHtml(section);
  if (section.__component !== 'shared.repeter') return '' as SanitizedHtml;
  const parts = repeaterItems(section).map((item) => ('Description' in item ? sanitizeRichText(item.Description) : ''));
  const subtitle = text(section.Subtitle);
  return [subtitle ? `<p>${sanitizeRichText(subtitle)}</p>` : '', ...parts].filter(Boolean).join('') as SanitizedHtml;
}

/**
 * The first plain value a section carries: its own `Description` (where the real CMS keeps the about page's
 * number and address), else its first item's description (or title), else its subtitle.
 */
function sectionValue(section: CmsSection | undefined): { label: string | null; value: string } | null {
  if (!section || section.__component !== 'shared.repeter') return null;
  const own = text(section.Description);
  if (own) return { label: text(section.Title), value: own };
  const item = repeaterItems(section)[0];
  const value = item && 'Description' in item ? (text(item.Description) ?? text(item.Title)) : text(section.Subtitle);
  if (!value) return null;
  const label = item && 'Description' in item && text(item.Description) ? text(item.Title) : null;
  return { label: label ?? text(section.Title), value };
}

const PHONE = /^\+?[0-9][0-9\s\-()]{4,}$/;
const EMAIL = /^[^\s@<>()"':;,]+@[^\s@<>()"':;,]+\.[a-z]{2,}$/i;

/** A phone number as a tel: link (Latin digits, no spaces) and as shown (Persian digits, read left to right). */
export function phoneChannel(entry: { label: string | null; value: string } | null): ChannelView | null {
  const value = entry ? toLatinDigits(entry.value).trim() : '';
  if (!entry || !PHONE.test(value)) return null;
  return {
    label: entry.label ?? 'تلفن پشتیبانی',
    value: toPersianDigits(value),
    href: `tel:${value.replace(/[\s\-()]/g, '')}`,
  };
}

export function emailChannel(entry: { label: string | null; value: string } | null): ChannelView | null {
  const value = entry?.value.trim() ?? '';
  if (!entry || !EMAIL.test(value)) return null;
  return { label: entry.label ?? 'ایمیل', value, href: `mailto:${value}` };
}

function faqItems(page: CmsPage | null): FaqItemView[] {
  const section = sectionKeyed(page, 'faq');
  if (!section || section.__component !== 'shared.repeter') return [];
  return repeaterItems(section)
    .flatMap((item) => {
      if (!('Question' in item)) return [];
      const question = text(item.Question);
      const answerHtml = markdownToSafeHtml(item.Answer);
      return question && answerHtml ? [{ id: `about-faq-${item.id}`, question, answerHtml }] : [];
    })
    .slice(0, HOME_FAQ_SIZE);
}

export function toHomeAbout(page: CmsPage | null): HomeAboutView {
  const introSection = sectionKeyed(page, 'about_intro');
  const introHtml = introSection ? sectionHtml(introSection) : ('' as SanitizedHtml);
  return {
    intro: introSection && introHtml ? { title: text(introSection.Title), html: introHtml } : null,
    faq: faqItems(page),
    phone: phoneChannel(sectionValue(sectionKeyed(page, 'telNumber'))),
    email: emailChannel(sectionValue(sectionKeyed(page, 'email'))),
  };
}

export const hasHomeAbout = (about: HomeAboutView) =>
  Boolean(about.intro || about.faq.length || about.phone || about.email);
