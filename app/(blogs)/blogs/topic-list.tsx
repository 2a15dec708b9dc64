// A page of a category's or tag's posts (/blogs/category/<slug>, /blogs/tag/<slug>, ?page=N), kept in the render
// cache ([slug]/[page]) or rendered per request (uncached), as /blogs is (blog-list.tsx).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EmptyBlog } from '@/components/blog/EmptyBlog';
import { Pagination } from '@/components/blog/Pagination';
import { PostCard } from '@/components/blog/PostCard';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageHeading } from '@/components/ui/PageHeading';
import { blogTopicPath, parsePageParam, type BlogTopicKind } from '@/lib/blog-paging';
import { slugFromParam } from '@/lib/route-params';
import { siteIndexing } from '@/lib/site-indexing';
import { readBlogTopic } from '@/services/server/cached/blog';
import { BLOG_PAGE_SIZE, toPostSummary } from '@/services/server/views/blog';
import { indexableMetadata } from '@/services/server/views/seo';
import { blogTopicCrumbs, blogTopicDescription, blogTopicSeo, blogTopicTitle } from '@/services/server/views/seo-blog';
import { twinPages } from '@/app/twin-pages';

/** What a topic's route is given: the term's slug as a segment, the page as a segment ([page]) or a query (uncached). */
export type BlogTopicAddress = {
  kind: BlogTopicKind;
  slugParam: string;
  pageParam: string | string[] | undefined;
  kept: boolean;
};

/** The description alone before launch; an indexable build adds the title, canonical and cards (docs/seo.md). */
export async function blogTopicMetadata({ kind, slugParam, pageParam, kept }: BlogTopicAddress): Promise<Metadata> {
  const page = parsePageParam(pageParam);
  if (page === null) return {};
  const topic = await readBlogTopic(kind, slugFromParam(slugParam), page, BLOG_PAGE_SIZE, kept).catch(() => null);
  if (!topic) return {};
  const site = siteIndexing();
  if (!site.indexing) return { description: blogTopicDescription(kind, topic.term, topic.total) };
  const seo = blogTopicSeo(kind, topic.term, page, topic.total);
  return indexableMetadata(kept ? seo : { ...seo, noindex: true }, site.siteUrl);
}

/** The page; 404 for a term WordPress does not have, a page number that is none, or a page past the last. */
export async function BlogTopicList({ kind, slugParam, pageParam, kept }: BlogTopicAddress) {
  const page = parsePageParam(pageParam);
  if (page === null) notFound();
  const topic = await readBlogTopic(kind, slugFromParam(slugParam), page, BLOG_PAGE_SIZE, kept);
  if (!topic) notFound();
  const { term, posts, total, totalPages } = topic;
  const site = siteIndexing();

  return (
    <>
      {site.indexing ? <JsonLd data={[blogTopicCrumbs(site.siteUrl, kind, term)]} /> : null}
      <PageHeading description={blogTopicDescription(kind, term, total)}>{blogTopicTitle(kind, term)}</PageHeading>
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
          <Pagination current={page} totalPages={totalPages} basePath={blogTopicPath(kind, term.slug)} />
        </div>
      )}
    </>
  );
}

/** A category's or tag's posts kept per page number once proxy.ts knows they exist ([page]), else per request (uncached). */
export function topicTwinPages(kind: BlogTopicAddress['kind']) {
  return twinPages<Omit<BlogTopicAddress, 'kept'>>({
    keptAddress: ({ slug, page }) => ({ kind, slugParam: slug, pageParam: page }),
    perRequestAddress: ({ slug }, search) => ({ kind, slugParam: slug, pageParam: search.page }),
    page: (address, kept) => <BlogTopicList {...address} kept={kept} />,
    metadata: (address, kept) => blogTopicMetadata({ ...address, kept }),
  });
}
