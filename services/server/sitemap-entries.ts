// What each sitemap lists (docs/seo.md): the static pages, the categories and brands as /categories lists them, the
// companies, the topics (the blog's categories and tags, the FAQ's), and a part of the products (with their covers),
// their trailers or the blog's posts. Built from the data layer's cached reads, under the tags the pages use
// (catalog, cms, blog), so a publish refreshes them with the pages.
import 'server-only';
import { catalogPath, COMPANY_ROLES, companyHref, emptyCatalogQuery, toSearchRequest } from '@/lib/catalog-query';
import { PAGE_KIND_NAMES, PAGE_KINDS } from '@/lib/page-kinds';
import type { PageRoute } from '@/lib/route-templates';
import { isoWithOffset } from '@/lib/dates';
import { absoluteUrl } from '@/lib/site-indexing';
import type { SitemapEntry } from '@/lib/sitemap-xml';
import { readBlogTerms, readPostsForSitemap } from '@/services/server/cached/blog';
import { blogTopicPath } from '@/lib/blog-paging';
import { readSearch, readSiteMapMedia } from '@/services/server/cached/catalog';
import { readCmsCategories, readCmsPage } from '@/services/server/cached/cms';
import { cmsMediaUrl } from '@/services/cms';
import type { CmsPageName } from '@/services/types/cms';
import type { MediaType } from '@/services/types/commerce';
import { postHref } from '@/services/server/views/blog';
import { BRAND_LISTING_SEARCH, brandsWithCounts, categoryHref } from '@/services/server/views/categories';
import { productPath } from '@/services/server/views/seo-product';
import { faqTopics } from '@/services/server/views/faq-topics';
import type { SitemapLimits } from '@/services/server/sitemap-files';

/** The CMS page whose last edit is a static page's (its `lastmod`), for the pages that show one. */
const LAST_EDITED_BY: Partial<Record<PageRoute, CmsPageName>> = {
  '/about': 'aboutUs',
  '/faq': 'faq',
  '/terms': 'Terms',
  '/order-guide': 'orderGuide',
  '/contact': 'contact',
};

/** The static pages: the kinds the table of page kinds lists in 'pages', with the CMS page each shows. */
const STATIC_PAGES: [path: string, cmsPage: CmsPageName | null][] = PAGE_KIND_NAMES.filter(
  (kind) => PAGE_KINDS[kind].sitemap === 'pages',
).map((kind) => [PAGE_KINDS[kind].route, LAST_EDITED_BY[PAGE_KINDS[kind].route] ?? null]);

/** The service pages that make part `part` of a list of `count`: their starting offsets, `size` at a time. */
function pagesOfPart(part: number, count: number, size: number, limits: SitemapLimits): number[] {
  if (limits.urlsPerSitemap % size !== 0) throw new Error('a sitemap must take whole pages of the service');
  const start = (part - 1) * limits.urlsPerSitemap;
  const end = Math.min(start + limits.urlsPerSitemap, count);
  const offsets: number[] = [];
  for (let offset = start; offset < end; offset += size) offsets.push(offset);
  return offsets;
}

/** One page of the service after another: a sitemap of 50 pages should not ask for them all at once. */
async function inSequence<T>(offsets: number[], read: (offset: number) => Promise<T[]>): Promise<T[]> {
  const all: T[] = [];
  for (const offset of offsets) all.push(...(await read(offset)));
  return all;
}

export async function mediaEntries(
  mediaType: MediaType,
  part: number,
  count: number,
  siteUrl: string,
  limits: SitemapLimits,
): Promise<SitemapEntry[]> {
  const offsets = pagesOfPart(part, count, limits.commercePage, limits);
  const products = await inSequence(
    offsets,
    async (offset) => (await readSiteMapMedia(mediaType, offset, limits.commercePage)).items,
  );
  return products.map((product) => {
    const loc = absoluteUrl(siteUrl, productPath(product.slug));
    const media = product.galleries.filter((item) => item.mediaType === mediaType && item.filePath);
    if (mediaType === 'Image') return { loc, images: media.map((item) => absoluteUrl(siteUrl, item.filePath)) };
    return {
      loc,
      videos: media
        .filter((item) => item.thumbnail)
        .map((item) => ({
          title: item.fileTitleAttribute || item.fileAltAttribute,
          description: item.fileAltAttribute || item.fileTitleAttribute,
          thumbnailLoc: absoluteUrl(siteUrl, item.thumbnail),
          contentLoc: absoluteUrl(siteUrl, item.filePath),
          durationSeconds: item.duration,
          publicationDate: isoWithOffset(item.creationTime) ?? undefined,
        })),
    };
  });
}

export async function postEntries(
  part: number,
  count: number,
  siteUrl: string,
  limits: SitemapLimits,
): Promise<SitemapEntry[]> {
  const offsets = pagesOfPart(part, count, limits.blogPage, limits);
  const posts = await inSequence(
    offsets,
    async (offset) => (await readPostsForSitemap(offset / limits.blogPage + 1, limits.blogPage)).posts,
  );
  return posts
    .filter((post) => post.slug)
    .map((post) => {
      const lastmod =
        (post.modified_gmt ? isoWithOffset(post.modified_gmt, 'Z') : null) ?? isoWithOffset(post.modified ?? post.date);
      const image = post.jetpack_featured_media_url;
      return {
        loc: absoluteUrl(siteUrl, postHref(post.slug!)),
        ...(lastmod ? { lastmod } : {}),
        ...(image && /^https?:\/\//i.test(image) ? { images: [image] } : {}),
      };
    });
}

export async function staticPageEntries(siteUrl: string): Promise<SitemapEntry[]> {
  return Promise.all(
    STATIC_PAGES.map(async ([path, cmsPage]) => {
      // A CMS that does not answer costs the date, not the page's place in the sitemap.
      const page = cmsPage ? await readCmsPage(cmsPage).catch(() => null) : null;
      const lastmod = isoWithOffset(page?.updatedAt);
      return { loc: absoluteUrl(siteUrl, path), ...(lastmod ? { lastmod } : {}) };
    }),
  );
}

export async function categoryEntries(siteUrl: string): Promise<SitemapEntry[]> {
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  for (const category of await readCmsCategories()) {
    const href = categoryHref(category);
    // A link the shop would not follow (another site) falls back to the catalog, which the pages list has.
    if (href === '/products' && category.Url !== '/products') continue;
    const loc = absoluteUrl(siteUrl, href);
    if (seen.has(loc)) continue;
    seen.add(loc);
    const image = cmsMediaUrl(category.Image?.url);
    const lastmod = isoWithOffset(category.updatedAt);
    entries.push({ loc, ...(lastmod ? { lastmod } : {}), ...(image ? { images: [absoluteUrl(siteUrl, image)] } : {}) });
  }
  return entries;
}

/** Each company on the tab of each thing it is to a game, as the whole catalog's facets name them. */
export async function companyEntries(siteUrl: string): Promise<SitemapEntry[]> {
  const { facets } = await readSearch(toSearchRequest(emptyCatalogQuery()));
  return COMPANY_ROLES.flatMap(({ role, facet }) =>
    (facets.find((each) => each.key === facet)?.items ?? []).map((item) => ({
      loc: absoluteUrl(siteUrl, companyHref(item.value, role)),
    })),
  );
}

export async function brandEntries(siteUrl: string): Promise<SitemapEntry[]> {
  const catalog = await readSearch(BRAND_LISTING_SEARCH);
  return brandsWithCounts(catalog.pagedResult.items).map(({ brand }) => ({
    loc: absoluteUrl(siteUrl, catalogPath({ kind: 'brand', slug: brand.slug })),
    ...(brand.filePath ? { images: [absoluteUrl(siteUrl, brand.filePath)] } : {}),
  }));
}

/** The blog's categories and tags that have posts (their first pages), then the FAQ's topics. */
export async function topicEntries(siteUrl: string): Promise<SitemapEntry[]> {
  const [{ categories, tags }, faq] = await Promise.all([readBlogTerms(), readCmsPage('faq')]);
  // WordPress files what it cannot place under 'uncategorized': no chip links there, so no page is listed.
  const listed = (terms: { slug: string; count: number }[]) =>
    terms.filter((term) => term.count > 0 && term.slug !== 'uncategorized');
  return [
    ...listed(categories).map((term) => ({ loc: absoluteUrl(siteUrl, blogTopicPath('category', term.slug)) })),
    ...listed(tags).map((term) => ({ loc: absoluteUrl(siteUrl, blogTopicPath('tag', term.slug)) })),
    ...faqTopics(faq).map((topic) => ({ loc: absoluteUrl(siteUrl, topic.href) })),
  ];
}
