// The sitemaps' files (docs/seo.md): what each name in /sitemaps/ stands for, and which exist: one file per short
// list, and each long list cut into as many numbered parts of 50,000 URLs as its count needs.
// services/server/sitemaps.ts writes each file.
import 'server-only';
import type { SitemapListing } from '@/lib/page-kind-types';
import { SITEMAP_URL_LIMIT } from '@/lib/sitemap-xml';
import { readPostsForSitemap } from '@/services/server/cached/blog';
import { readSiteMapMedia } from '@/services/server/cached/catalog';

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

type Assert<T extends true> = T;
/** Every sitemap a page kind is listed in is a file here: a kind listed in a new one does not type-check without it. */
export type EveryListingHasAFile = Assert<
  [Exclude<NonNullable<SitemapListing>, SitemapFile['kind']>] extends [never] ? true : false
>;

/**
 * How the lists are cut. The services are read a page at a time (commerce answers at most 1,000, WordPress 100), and
 * a sitemap takes a whole number of those pages. Tests cut smaller.
 */
export type SitemapLimits = { urlsPerSitemap: number; commercePage: number; blogPage: number };

export const SITEMAP_LIMITS: SitemapLimits = { urlsPerSitemap: SITEMAP_URL_LIMIT, commercePage: 1000, blogPage: 100 };

/** How many parts a list of `count` URLs makes. */
export const partsOf = (count: number, limits: SitemapLimits) => Math.ceil(count / limits.urlsPerSitemap);

/** Every sitemap the index lists: the single ones, then as many parts of each list as its count needs. */
export async function sitemapFiles(limits: SitemapLimits): Promise<SitemapFile[]> {
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
