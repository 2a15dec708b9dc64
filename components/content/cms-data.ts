// Server-side CMS reads for the content pages, kept in Next's data cache for five minutes under the 'cms'
// tag (revalidateTag('cms') refreshes them). The service uses axios, so fetch's own caching does not apply.
// React's cache() lets generateMetadata and the page share one read per request.
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { getContacts, getPage } from '@/services/cms';
import type { CmsPageName } from '@/services/types';

export const CMS_CACHE_TAG = 'cms';
export const CONTENT_REVALIDATE_SECONDS = 300;

export const readCmsPage = cache(
  unstable_cache((name: CmsPageName) => getPage(name), ['content:cms-page'], {
    tags: [CMS_CACHE_TAG],
    revalidate: CONTENT_REVALIDATE_SECONDS,
  }),
);

export const readContacts = cache(
  unstable_cache(() => getContacts(), ['content:cms-contacts'], {
    tags: [CMS_CACHE_TAG],
    revalidate: CONTENT_REVALIDATE_SECONDS,
  }),
);
