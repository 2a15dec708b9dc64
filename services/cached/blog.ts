// Blog reads for server components, cached under the 'blog' tag.
import { getPostBySlug, getPosts, getPostsForSitemap } from '@/services/blog';
import type { WpPost } from '@/services/types/blog';
import { RELATED_POSTS_LIMIT, relatedPosts } from '@/services/views/blog';
import { cachedRead } from './policy';

/** A page of posts with their totals. */
export const readPosts = cachedRead('blog', 'posts', (page: number, perPage: number, categories: number[] = []) =>
  getPosts({ page, perPage, categories }),
);

/** The post by slug, or null. */
export const readPostBySlug = cachedRead('blog', 'post', getPostBySlug);

/** A page of every post's address and dates, for the sitemap of posts (services/sitemaps.ts). */
export const readPostsForSitemap = cachedRead('blog', 'sitemap-posts', (page: number, perPage: number) => getPostsForSitemap(page, perPage));

// A few more than shown: the post itself is among them, and the ones sharing most categories go first.
const RELATED_CANDIDATES = 10;

/**
 * The posts to show under `post`. Secondary: it never rejects, so a blog failure here leaves the section
 * out (an empty list) instead of failing a post that has already rendered.
 */
export async function readRelatedPosts(post: WpPost): Promise<WpPost[]> {
  if (!post.categories?.length) return [];
  try {
    const { posts } = await readPosts(1, RELATED_CANDIDATES, post.categories);
    return relatedPosts(post, posts, RELATED_POSTS_LIMIT);
  } catch {
    return [];
  }
}
