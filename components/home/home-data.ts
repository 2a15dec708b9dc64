// Server-side reads of the home and categories pages, cached like the rest of the content ('cms' tag) and catalog.
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { getCategories, getHighlights } from '@/services/cms';
import { CMS_CACHE_TAG, CONTENT_REVALIDATE_SECONDS } from '@/components/content/cms-data';

const options = { tags: [CMS_CACHE_TAG], revalidate: CONTENT_REVALIDATE_SECONDS };

export const readHighlights = cache(unstable_cache(() => getHighlights(), ['home:highlights'], options));

export const readCmsCategories = cache(unstable_cache(() => getCategories(), ['home:categories'], options));
