// What an indexable build (docs/seo.md) tells search engines about each page: its Persian title and description,
// canonical address, Open Graph and Twitter card, and its structured data, all from the data the page itself reads.
// Pure: the routes read, these helpers shape. Used only when SITE_INDEXING is on; off, the pages keep the spec's
// fixed title and noindex. A product's page has its own in ./seo-product.ts, the blog's in ./seo-blog.ts.
import 'server-only';
import type { Metadata } from 'next';
import { catalogHref, catalogPath, FACET_KEYS, withChanges, type CatalogQuery } from '@/lib/catalog-query';
import { toPersianDigits } from '@/lib/digits';
import { htmlToText, truncateText } from '@/lib/sanitize';
import { absoluteUrl } from '@/lib/site-indexing';
import { breadcrumbList, faqPage, organization, webSite, type Crumb, type StructuredData } from '@/lib/structured-data';
import type { CmsPage } from '@/services/types/cms';
import type { Facet } from '@/services/types/commerce';
import type { FaqItemView } from './cms';

/** The shop's name as its Persian titles end: '… | گیمینو'. */
export const SITE_NAME = 'گیمینو';
export const TITLE_TEMPLATE = `%s | ${SITE_NAME}`;
/** The picture of a page that has none of its own, and the organization's logo (public/icons). */
export const SITE_LOGO_PATH = '/icons/icon-512.png';
export const HOME_TITLE = 'خرید اکانت قانونی بازی';
export const HOME_DESCRIPTION =
  'گیمینو، فروشگاه اکانت بازی های پلی استیشن، ایکس باکس، نینتندو سوییچ و کامپیوتر با تحویل آنی.';
/** The catalog's search box: its phrase goes in `q` (lib/catalog-query.ts). */
export const SEARCH_URL_TEMPLATE = '/products?q={search_term_string}';

export const DESCRIPTION_LENGTH = 160;

/** What a page says about itself; `path` is its canonical address on the site. */
export type PageSeo = {
  /** Without the shop's name: the layout's template adds it. */
  title: string;
  description: string;
  path: string;
  image?: { url: string; alt?: string } | null;
  /** Left out of the index but followed (a free-text search, a list page past the last). Indexed by default. */
  noindex?: boolean;
  article?: { publishedTime?: string | null; modifiedTime?: string | null; author?: string | null };
};

export const fullTitle = (title: string) => TITLE_TEMPLATE.replace('%s', title);

/** A page's metadata in an indexable build: robots, title, description, canonical, Open Graph and Twitter card. */
export function indexableMetadata(seo: PageSeo, siteUrl: string): Metadata {
  const url = absoluteUrl(siteUrl, seo.path);
  const title = fullTitle(seo.title);
  const image = seo.image
    ? { url: absoluteUrl(siteUrl, seo.image.url), alt: seo.image.alt || seo.title }
    : { url: absoluteUrl(siteUrl, SITE_LOGO_PATH), alt: SITE_NAME };
  const shared = { url, title, description: seo.description, siteName: SITE_NAME, locale: 'fa_IR', images: [image] };
  const { article } = seo;
  return {
    title: seo.title,
    description: seo.description,
    robots: { index: !seo.noindex, follow: true },
    alternates: { canonical: url },
    openGraph: article
      ? {
          ...shared,
          type: 'article',
          ...(article.publishedTime ? { publishedTime: article.publishedTime } : {}),
          ...(article.modifiedTime ? { modifiedTime: article.modifiedTime } : {}),
          ...(article.author ? { authors: [article.author] } : {}),
        }
      : { ...shared, type: 'website' },
    twitter: {
      card: seo.image ? 'summary_large_image' : 'summary',
      title,
      description: seo.description,
      images: [image],
    },
  };
}

// ---------------------------------------------------------------- the whole site

export function siteStructuredData(siteUrl: string): StructuredData[] {
  const home = absoluteUrl(siteUrl, '/');
  return [
    organization({
      name: SITE_NAME,
      url: home,
      logo: absoluteUrl(siteUrl, SITE_LOGO_PATH),
      description: HOME_DESCRIPTION,
    }),
    webSite({ name: SITE_NAME, url: home, searchUrl: `${siteUrl}${SEARCH_URL_TEMPLATE}` }),
  ];
}

/** A trail of (name, path) from the home page; the paths made absolute. */
export function crumbsOf(siteUrl: string, trail: [name: string, path: string][]): StructuredData {
  return breadcrumbList(trail.map(([name, path]): Crumb => ({ name, url: absoluteUrl(siteUrl, path) })));
}

export const HOME_CRUMB: [string, string] = ['خانه', '/'];

// ---------------------------------------------------------------- catalog

/** The catalog page's own heading: its brand or category, or the one brand it is filtered by. */
export type CatalogHeading = { name: string; slug: string; image: string | null; description: string | null };

/** Sorting and 'load more' do not change what a state is about: its canonical is the first page, newest first. */
export function catalogCanonicalPath(query: CatalogQuery): string {
  return catalogHref(withChanges(query, { sort: 'newest' }));
}

/** The chosen filters as the filter sheet names them, in its order; the stock switches last. */
function filterLabels(query: CatalogQuery, facets: Facet[]): string[] {
  const labels = FACET_KEYS.flatMap((key) => {
    const items = facets.find((facet) => facet.key === key)?.items ?? [];
    return query.facets[key].map((value) => items.find((item) => item.value === value)?.label ?? value);
  });
  if (query.onlyAvailable) labels.push('موجود');
  if (query.preorder) labels.push('پیش خرید');
  return labels;
}

function catalogName(query: CatalogQuery, heading: CatalogHeading | null): string {
  if (query.scope?.kind === 'category' && heading) return heading.name;
  if (heading) return `بازی های ${heading.name}`;
  return 'محصولات';
}

/** A catalog state: its brand's or category's name with the filters chosen, and how many games it lists. */
export function catalogSeo(
  query: CatalogQuery,
  result: { facets: Facet[]; totalCount: number; firstCover?: { url: string; alt: string } | null },
  heading: CatalogHeading | null,
): PageSeo {
  const name = catalogName(query, heading);
  const phrase = query.phrase.trim();
  const labels = [...(phrase ? [`«${phrase}»`] : []), ...filterLabels(query, result.facets)];
  const title = labels.length ? `${name}: ${labels.join('، ')}` : name;
  const count = `${toPersianDigits(result.totalCount)} بازی`;
  const description = heading?.description
    ? truncateText(`${heading.description} ${count} با تحویل فوری در ${SITE_NAME}.`, DESCRIPTION_LENGTH)
    : `خرید اکانت ${title} با تحویل فوری و گارانتی: ${count} در ${SITE_NAME}.`;
  const image = heading?.image ? { url: heading.image, alt: heading.name } : (result.firstCover ?? null);
  return { title, description, path: catalogCanonicalPath(query), image, noindex: phrase !== '' };
}

/** Home › the catalog (or the categories, for a category) › the brand or category of the page. */
export function catalogCrumbs(query: CatalogQuery, heading: CatalogHeading | null, siteUrl: string): StructuredData {
  const trail: [string, string][] = [
    HOME_CRUMB,
    query.scope?.kind === 'category' ? ['دسته بندی ها', '/categories'] : ['محصولات', '/products'],
  ];
  if (query.scope && heading) trail.push([heading.name, catalogPath(query.scope)]);
  return crumbsOf(siteUrl, trail);
}

// ---------------------------------------------------------------- CMS pages

/** The CMS page's own SEO title without the shop's name (the template adds it), or `fallback`. */
export function cmsPageTitle(page: CmsPage | null, fallback: string): string {
  const parts = htmlToText(page?.Seo?.PageTitle)
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part && part !== SITE_NAME);
  return parts.join(' | ') || fallback;
}

/** The questions a page shows, for FAQPage; null when it shows none. */
export function faqStructuredData(items: FaqItemView[]): StructuredData | null {
  const entries = items
    .map((item) => ({ question: item.question, answer: htmlToText(item.answerHtml) }))
    .filter((entry) => entry.answer);
  return entries.length ? faqPage(entries) : null;
}
