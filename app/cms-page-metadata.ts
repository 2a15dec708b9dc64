// The metadata of a page the CMS writes (/about, /faq, /terms, /contact). Before launch only its description, from
// the CMS's SEO block; an indexable build adds the CMS's page title under the shop's template, the canonical and
// cards with the page's first picture (docs/seo.md). Reads what the page itself reads (the same cached read).
import type { Metadata } from 'next';
import { siteIndexing } from '@/lib/site-indexing';
import { readCmsDescription, readCmsPage } from '@/services/server/cached/cms';
import { cmsMediaUrl } from '@/services/cms';
import type { CmsPageName } from '@/services/types/cms';
import { toSectionViews } from '@/services/server/views/cms';
import { cmsPageTitle, indexableMetadata } from '@/services/server/views/seo';

type CmsPageSeo = { name: CmsPageName; path: string; title: string; description: string };

export async function cmsPageMetadata({ name, path, title, description: fallback }: CmsPageSeo): Promise<Metadata> {
  const description = await readCmsDescription(name, fallback);
  const site = siteIndexing();
  if (!site.indexing) return { description };
  const page = await readCmsPage(name).catch(() => null);
  const picture = toSectionViews(page).find((section) => section.kind === 'image');
  const image = picture?.kind === 'image' ? cmsMediaUrl(picture.media.url) : null;
  return indexableMetadata(
    {
      title: cmsPageTitle(page, title),
      description,
      path,
      image: image && picture?.kind === 'image' ? { url: image, alt: picture.alt } : null,
    },
    site.siteUrl,
  );
}
