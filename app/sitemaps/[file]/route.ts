// The sitemaps of an indexable build (services/server/sitemaps.ts), /sitemap.xml being the index (rewritten here by
// next.config.ts). Before launch, and for any name that is no sitemap, 404. Built on each request from the data
// layer's cached reads, so that nothing is kept per address asked for: a made-up part number keeps nothing.
import { siteIndexing } from '@/lib/site-indexing';
import { isServiceUnavailable } from '@/services/errors';
import { parseSitemapFile } from '@/services/server/sitemap-files';
import { sitemapXml } from '@/services/server/sitemaps';

export const dynamic = 'force-dynamic';

const notFound = () =>
  new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const site = siteIndexing();
  if (!site.indexing) return notFound();
  const file = parseSitemapFile((await params).file);
  if (!file) return notFound();
  try {
    const xml = await sitemapXml(file, site.siteUrl);
    if (xml === null) return notFound();
    return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
  } catch (error) {
    // A service out of reach: the crawler is asked to come back, as for a page (docs/security.md); a fault of ours stays 500.
    if (!isServiceUnavailable(error)) throw error;
    return new Response('Service Unavailable', {
      status: 503,
      headers: { 'Retry-After': '30', 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
}
