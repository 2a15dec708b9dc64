// The sitemaps of an indexable build (docs/seo.md), each file's XML: the index (/sitemap.xml) of the files
// services/server/sitemap-files.ts says exist, and each list as services/server/sitemap-entries.ts reads it (the
// static pages, categories, brands, companies and topics; the products, their trailers and the blog's posts split at
// the protocol's 50,000 URLs). A file is answered only when it exists.
import 'server-only';
import { absoluteUrl } from '@/lib/site-indexing';
import { sitemapIndexXml, urlsetXml } from '@/lib/sitemap-xml';
import { readPostsForSitemap } from '@/services/server/cached/blog';
import { readSiteMapMedia } from '@/services/server/cached/catalog';
import type { MediaType } from '@/services/types/commerce';
import {
  brandEntries,
  categoryEntries,
  companyEntries,
  mediaEntries,
  postEntries,
  staticPageEntries,
  topicEntries,
} from '@/services/server/sitemap-entries';
import {
  partsOf,
  SITEMAP_FOLDER,
  SITEMAP_LIMITS,
  sitemapFileName,
  sitemapFiles,
  type SitemapFile,
  type SitemapLimits,
} from '@/services/server/sitemap-files';

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
