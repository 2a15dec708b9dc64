// Blog reads for server components, cached under the 'blog' tag.
import 'server-only';
import { getCategories, getPostBySlug, getPosts, getPostsForSitemap, getTags, getTermBySlug } from '@/services/blog';
import type { BlogTopicKind } from '@/lib/blog-paging';
import { ServiceFailure } from '@/services/errors';
import type { BlogPostsPage, WpCategory, WpPost, WpTag } from '@/services/types/blog';
import { RELATED_POSTS_LIMIT, relatedPosts } from '@/services/server/views/blog';
import { cachedRead } from './policy';

/** A page of posts with their totals; of some categories or tags only when given. */
export const readPosts = cachedRead(
  'blog',
  'posts',
  (page: number, perPage: number, categories: number[] = [], tags: number[] = []) =>
    getPosts({ page, perPage, categories, tags }),
);

/** Every category and tag (the first hundred of each, as many as the blog has), for the sitemap of topics. */
export const readBlogTerms = cachedRead('blog', 'terms', async () => {
  const [categories, tags] = await Promise.all([getCategories(), getTags()]);
  return { categories, tags };
});

/** The category or tag a slug names, or null (never kept: a made-up slug leaves nothing behind). */
export const readBlogTerm = cachedRead('blog', 'term', (kind: BlogTopicKind, slug: string) =>
  getTermBySlug(kind === 'category' ? 'categories' : 'tags', slug),
);

/** The post by slug, or null. */
export const readPostBySlug = cachedRead('blog', 'post', getPostBySlug);

/** A page of every post's address and dates, for the sitemap of posts (services/server/sitemaps.ts). */
export const readPostsForSitemap = cachedRead('blog', 'sitemap-posts', (page: number, perPage: number) =>
  getPostsForSitemap(page, perPage),
);

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

/** WordPress cuts a term's slug at 200 characters: a longer one names nothing and is not even asked about. */
const MAX_TERM_SLUG_LENGTH = 200;

/** A page of a category's or tag's posts, with the term they are filed under. */
export type BlogTopicPage = BlogPostsPage & { term: WpCategory | WpTag };

/**
 * The posts of the category or tag `slug` names, page `page`: null when there is no such term or no such page
 * (the route answers 404). `kept`: the page is kept in the render cache, so its reads are kept too; a page
 * rendered per request reads afresh and keeps nothing. The term's read and the posts' are two calls, and the
 * posts carry their own terms embedded (`_embed`), so the cards' chips cost nothing more.
 */
export async function readBlogTopic(
  kind: BlogTopicKind,
  slug: string,
  page: number,
  perPage: number,
  kept: boolean,
): Promise<BlogTopicPage | null> {
  if (slug === '' || slug.length > MAX_TERM_SLUG_LENGTH) return null;
  const term = await (kept ? readBlogTerm : readBlogTerm.uncached)(kind, slug);
  if (!term) return null;
  const filter: [number[], number[]] = kind === 'category' ? [[term.id], []] : [[], [term.id]];
  try {
    const posts = await (kept ? readPosts : readPosts.uncached)(page, perPage, ...filter);
    if (posts.posts.length === 0 && page > 1) return null;
    return { ...posts, term };
  } catch (error) {
    // WordPress answers a page past the last one with 400 (rest_post_invalid_page_number): no such page.
    if (page > 1 && error instanceof ServiceFailure && error.error.status === 400) return null;
    throw error;
  }
}
