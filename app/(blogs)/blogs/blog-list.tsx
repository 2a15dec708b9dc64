// One page of the blog list as shown, kept in the render cache ([page]) or rendered per request (uncached).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { readPosts } from '@/services/server/cached/blog';
import { EmptyBlog } from '@/components/blog/EmptyBlog';
import { Pagination } from '@/components/blog/Pagination';
import { PostCard } from '@/components/blog/PostCard';
import { PageHeading } from '@/components/ui/PageHeading';
import { BLOG_PAGE_SIZE, toPostSummary } from '@/services/server/views/blog';
import { toPersianDigits } from '@/lib/digits';
import { JsonLd } from '@/components/ui/JsonLd';
import { siteIndexing } from '@/lib/site-indexing';
import { indexableMetadata } from '@/services/server/views/seo';
import { blogCrumbs, blogListSeo } from '@/services/server/views/seo-blog';
import { ServiceFailure } from '@/services/errors';
import type { BlogPostsPage } from '@/services/types/blog';
import { twinPages } from '@/app/twin-pages';
import { parsePageParam } from '@/lib/blog-paging';

export const BLOG_LIST_METADATA: Metadata = {
  description: 'وبلاگ گیمینو: راهنمای خرید اکانت، آموزش فعال‌سازی، خبرها و نقد بازی‌های روز.',
};

/**
 * The description alone before launch; an indexable build adds the page's title, canonical and cards (docs/seo.md).
 * `kept`: a page past the last one the proxy knows of is rendered per request and not indexed.
 */
export function blogListMetadata(page: number | null, kept: boolean): Metadata {
  const site = siteIndexing();
  if (!site.indexing || page === null) return BLOG_LIST_METADATA;
  const seo = blogListSeo(page, String(BLOG_LIST_METADATA.description));
  return indexableMetadata(kept ? seo : { ...seo, noindex: true }, site.siteUrl);
}

async function readPage(page: number, kept: boolean): Promise<BlogPostsPage> {
  try {
    return await (kept ? readPosts : readPosts.uncached)(page, BLOG_PAGE_SIZE);
  } catch (error) {
    // WordPress answers a page past the last one with 400 (rest_post_invalid_page_number): no such page.
    if (page > 1 && error instanceof ServiceFailure && error.error.status === 400) notFound();
    throw error;
  }
}

/** One page of the list; `kept`: the page is kept in the render cache, so its read is kept too. */
export async function BlogList({ page, kept }: { page: number; kept: boolean }) {
  const { posts, total, totalPages } = await readPage(page, kept);
  if (posts.length === 0 && page > 1) notFound();
  const site = siteIndexing();

  return (
    <>
      {site.indexing ? <JsonLd data={[blogCrumbs(site.siteUrl)]} /> : null}
      <PageHeading
        description={
          total > 0 ? `${toPersianDigits(total)} مطلب درباره‌ی خرید اکانت، بازی‌های تازه و نکته‌های امنیتی` : undefined
        }
      >
        وبلاگ
      </PageHeading>
      {posts.length === 0 ? (
        <EmptyBlog />
      ) : (
        <div className="px-4 pb-8">
          <ul className="flex flex-col gap-4">
            {posts.map((post, index) => (
              <li key={post.id}>
                <PostCard post={toPostSummary(post)} preload={index === 0} />
              </li>
            ))}
          </ul>
          <Pagination current={page} totalPages={totalPages} />
        </div>
      )}
    </>
  );
}

/**
 * A page of the blog list kept per number ([page]; the first prerendered) up to the last the proxy knows of, else
 * rendered per request (uncached): 404 when it has no posts, so made-up page numbers do not fill the render cache.
 */
export const { KeptPage, keptMetadata, keptStaticParams, PerRequestPage, perRequestMetadata } = twinPages<number>({
  keptAddress: ({ page }) => parsePageParam(page),
  perRequestAddress: (_, search) => parsePageParam(search.page),
  page: (page, kept) => <BlogList page={page} kept={kept} />,
  metadata: blogListMetadata,
  prerendered: [{ page: '1' }],
});
