// Server-side blog reads, kept in Next's data cache for five minutes under the 'blog' tag
// (revalidateTag('blog') refreshes them). Failures are not cached: a ServiceFailure reaches the error page.
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { getPostBySlug, getPosts } from '@/services/blog';
import { CONTENT_REVALIDATE_SECONDS } from '@/components/content/cms-data';

export const BLOG_CACHE_TAG = 'blog';

/** A page of posts with their totals; arguments are part of the cache key. */
export const readPosts = cache(
  unstable_cache(
    (page: number, perPage: number, categories: number[] = []) => getPosts({ page, perPage, categories }),
    ['content:blog-posts'],
    { tags: [BLOG_CACHE_TAG], revalidate: CONTENT_REVALIDATE_SECONDS },
  ),
);

/** The post by slug, or null; the post page's layout and page share it. */
export const readPostBySlug = cache(
  unstable_cache((slug: string) => getPostBySlug(slug), ['content:blog-post'], {
    tags: [BLOG_CACHE_TAG],
    revalidate: CONTENT_REVALIDATE_SECONDS,
  }),
);
