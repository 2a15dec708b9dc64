// One page of the blog list: /blogs and /blogs?page=N, rewritten here by proxy.ts. Page 1 is prerendered; the
// others are rendered on first request; all are kept like the posts they list.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parsePageParam } from '@/lib/blog-paging';
import { readPosts } from '@/services/cached/blog';
import { EmptyBlog } from '@/components/blog/EmptyBlog';
import { Pagination } from '@/components/blog/Pagination';
import { PostCard } from '@/components/blog/PostCard';
import { PageHeading } from '@/components/ui/PageHeading';
import { BLOG_PAGE_SIZE, toPostSummary } from '@/services/views/blog';
import { toPersianDigits } from '@/lib/digits';
import { ServiceFailure } from '@/services/errors';
import type { BlogPostsPage } from '@/services/types/blog';

export const metadata: Metadata = {
  description: 'وبلاگ گیمینو: راهنمای خرید اکانت، آموزش فعال‌سازی، خبرها و نقد بازی‌های روز.',
};

export const revalidate = 300;

export function generateStaticParams(): { page: string }[] {
  return [{ page: '1' }];
}

export default async function BlogPage({ params }: { params: Promise<{ page: string }> }) {
  const page = parsePageParam((await params).page);
  // Where proxy.ts sends a page number that is none (0).
  if (page === null) notFound();
  return <BlogList page={page} />;
}

async function readPage(page: number): Promise<BlogPostsPage> {
  try {
    return await readPosts(page, BLOG_PAGE_SIZE);
  } catch (error) {
    // WordPress answers a page past the last one with 400 (rest_post_invalid_page_number): no such page.
    if (page > 1 && error instanceof ServiceFailure && error.error.status === 400) notFound();
    throw error;
  }
}

async function BlogList({ page }: { page: number }) {
  const { posts, total, totalPages } = await readPage(page);
  if (posts.length === 0 && page > 1) notFound();

  return (
    <>
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
