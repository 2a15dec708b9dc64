// robots.txt. Before launch every robot is turned away, as the pages' noindex says. An indexable build (docs/seo.md)
// lets them crawl all but the visitor's own pages and the API, and names the sitemap. Built once, at build time.
import type { MetadataRoute } from 'next';
import { absoluteUrl, siteIndexing } from '@/lib/site-indexing';

/** Pages that are a visitor's own (and the API): never worth a robot's visit. */
const PRIVATE_PATHS = ['/profile', '/cart', '/login', '/api'];

export default function robots(): MetadataRoute.Robots {
  const site = siteIndexing();
  if (!site.indexing) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: { userAgent: '*', allow: '/', disallow: PRIVATE_PATHS },
    sitemap: absoluteUrl(site.siteUrl, '/sitemap.xml'),
  };
}
