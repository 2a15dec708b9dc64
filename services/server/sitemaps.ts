// The sitemaps of an indexable build (docs/seo.md): an index (/sitemap.xml) of the static pages, the categories and
// brands as /categories lists them, the topics (the blog's categories and tags, the FAQ's), and the products (with their covers), their trailers and the blog's posts, each
// split at the protocol's 50,000 URLs. Built from the data layer's cached reads, under the tags the pages use
// (catalog, cms, blog), so a publish refreshes them with the pages; a file is answered only when it exists.
import 'server-only';
import { catalogPath, COMPANY_ROLES, companyHref, emptyCatalogQuery, toSearchRequest } from '@/lib/catalog-query';
import type { SitemapListing } from '@/lib/page-kind-types';
import { PAGE_KIND_NAMES, PAGE_KINDS } from '@/lib/page-kinds';
import type { PageRoute } from '@/lib/route-templates';
import { isoWithOffset } from '@/lib/dates';
import { absoluteUrl } from '@/lib/site-indexing';
import { SITEMAP_URL_LIMIT, sitemapIndexXml, urlsetXml, type SitemapEntry } from '@/lib/sitemap-xml';
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

/** The sitemaps that are one file each, and those split into numbered parts. */
const SINGLE_KINDS = ['pages', 'categories', 'brands', 'companies', 'topics'] as const;
const PARTED_KINDS = ['products', 'videos', 'posts'] as const;

export type SitemapFile =
  { kind: 'index' } | { kind: (typeof SINGLE_KINDS)[number] } | { kind: (typeof PARTED_KINDS)[number]; part: number };

/** The folder of the sitemaps; /sitemap.xml is rewritten to its index (next.config.ts). */
export const SITEMAP_FOLDER = '/sitemaps';
export const SITEMAP_INDEX_FILE = 'index.xml';

/** A file name of the folder ('products-2.xml') as what it holds; null for a name no sitemap has. */
export function parseSitemapFile(name: string): SitemapFile | null {
  if (name === SITEMAP_INDEX_FILE) return { kind: 'index' };
  const single = SINGLE_KINDS.find((kind) => name === `${kind}.xml`);
  if (single) return { kind: single };
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  const parted = PARTED_KINDS.find((kind) => kind === match?.[1]);
  return parted ? { kind: parted, part: Number(match![2]) } : null;
}

export function sitemapFileName(file: SitemapFile): string {
  if (file.kind === 'index') return SITEMAP_INDEX_FILE;
  return 'part' in file ? `${file.kind}-${file.part}.xml` : `${file.kind}.xml`;
}

/**
 * How the lists are cut. The services are read a page at a time (commerce answers at most 1,000, WordPress 100), and
 * a sitemap takes a whole number of those pages. Tests cut smaller.
 */
export type SitemapLimits = { urlsPerSitemap: number; commercePage: number; blogPage: number };

export const SITEMAP_LIMITS: SitemapLimits = { urlsPerSitemap: SITEMAP_URL_LIMIT, commercePage: 1000, blogPage: 100 };

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

type Assert<T extends true> = T;
/** Every sitemap a page kind is listed in is a file here: a kind listed in a new one does not type-check without it. */
export type EveryListingHasAFile = Assert<
  [Exclude<NonNullable<SitemapListing>, SitemapFile['kind']>] extends [never] ? true : false
>;

/** The sitemap or index, or null when there is no such file (a part past the last). A service that fails throws. */
export async function sitemapXml(
  file: SitemapFile,
  siteUrl: string,
  limits: SitemapLimits = SITEMAP_LIMITS,
): Promise<string | null> {
  const within = (part: number, count: number) => part <= partsOf(count, limits);
  switch (file.kind) {
    case 'index':
      return sitemapIndexXml(
        (await sitemapFiles(limits)).map((each) => ({
          loc: absoluteUrl(siteUrl, `${SITEMAP_FOLDER}/${sitemapFileName(each)}`),
        })),
      );
    case 'pages':
      return urlsetXml(await staticPageEntries(siteUrl));
    case 'categories':
      return urlsetXml(await categoryEntries(siteUrl));
    case 'brands':
      return urlsetXml(await brandEntries(siteUrl));
    case 'companies':
      return urlsetXml(await companyEntries(siteUrl));
    case 'topics':
      return urlsetXml(await topicEntries(siteUrl));
    case 'products':
    case 'videos': {
      const mediaType: MediaType = file.kind === 'products' ? 'Image' : 'Video';
      const { totalCount } = await readSiteMapMedia(mediaType, 0, limits.commercePage);
      if (!within(file.part, totalCount)) return null;
      return urlsetXml(await mediaEntries(mediaType, file.part, totalCount, siteUrl, limits));
    }
    case 'posts': {
      const { total } = await readPostsForSitemap(1, limits.blogPage);
      if (!within(file.part, total)) return null;
      return urlsetXml(await postEntries(file.part, total, siteUrl, limits));
    }
  }
}

const partsOf = (count: number, limits: SitemapLimits) => Math.ceil(count / limits.urlsPerSitemap);

/** Every sitemap the index lists: the single ones, then as many parts of each list as its count needs. */
async function sitemapFiles(limits: SitemapLimits): Promise<SitemapFile[]> {
  const [products, videos, posts] = await Promise.all([
    readSiteMapMedia('Image', 0, limits.commercePage),
    readSiteMapMedia('Video', 0, limits.commercePage),
    readPostsForSitemap(1, limits.blogPage),
  ]);
  const parts = (kind: (typeof PARTED_KINDS)[number], count: number): SitemapFile[] =>
    Array.from({ length: partsOf(count, limits) }, (_, index) => ({ kind, part: index + 1 }));
  return [
    ...SINGLE_KINDS.map((kind): SitemapFile => ({ kind })),
    ...parts('products', products.totalCount),
    ...parts('videos', videos.totalCount),
    ...parts('posts', posts.total),
  ];
}

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

async function mediaEntries(
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

async function postEntries(
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

async function staticPageEntries(siteUrl: string): Promise<SitemapEntry[]> {
  return Promise.all(
    STATIC_PAGES.map(async ([path, cmsPage]) => {
      // A CMS that does not answer costs the date, not the page's place in the sitemap.
      const page = cmsPage ? await readCmsPage(cmsPage).catch(() => null) : null;
      const lastmod = isoWithOffset(page?.updatedAt);
      return { loc: absoluteUrl(siteUrl, path), ...(lastmod ? { lastmod } : {}) };
    }),
  );
}

async function categoryEntries(siteUrl: string): Promise<SitemapEntry[]> {
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
async function companyEntries(siteUrl: string): Promise<SitemapEntry[]> {
  const { facets } = await readSearch(toSearchRequest(emptyCatalogQuery()));
  return COMPANY_ROLES.flatMap(({ role, facet }) =>
    (facets.find((each) => each.key === facet)?.items ?? []).map((item) => ({
      loc: absoluteUrl(siteUrl, companyHref(item.value, role)),
    })),
  );
}

async function brandEntries(siteUrl: string): Promise<SitemapEntry[]> {
  const catalog = await readSearch(BRAND_LISTING_SEARCH);
  return brandsWithCounts(catalog.pagedResult.items).map(({ brand }) => ({
    loc: absoluteUrl(siteUrl, catalogPath({ kind: 'brand', slug: brand.slug })),
    ...(brand.filePath ? { images: [absoluteUrl(siteUrl, brand.filePath)] } : {}),
  }));
}

/** The blog's categories and tags that have posts (their first pages), then the FAQ's topics. */
async function topicEntries(siteUrl: string): Promise<SitemapEntry[]> {
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
