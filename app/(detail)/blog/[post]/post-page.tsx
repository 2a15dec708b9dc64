// A blog post, rendered two ways: kept per slug ([post]) or, for a slug the proxy could not confirm exists,
// rendered per request with nothing kept (uncached).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { readPostBySlug, readRelatedPosts } from '@/services/server/cached/blog';
import { PostArticle } from '@/components/blog/PostArticle';
import { RelatedPosts } from '@/components/blog/RelatedPosts';
import { PostRowBone } from '@/components/blog/Skeletons';
import { postDescription } from '@/services/server/views/blog';
import { JsonLd } from '@/components/ui/JsonLd';
import { siteIndexing } from '@/lib/site-indexing';
import { indexableMetadata } from '@/services/server/views/seo';
import { postSeo, postStructuredData } from '@/services/server/views/seo-blog';
import { twinPages } from '@/app/twin-pages';
import { slugFromParam } from '@/lib/route-params';

/**
 * A description only: before launch the page title is the shop's, everywhere. An indexable build adds the post's
 * title, canonical and article cards (docs/seo.md). `kept`: the page is kept, so its read is too.
 */
export async function postMetadata(slug: string, kept: boolean): Promise<Metadata> {
  const post = await (kept ? readPostBySlug : readPostBySlug.uncached)(slug).catch(() => null);
  if (!post) return {};
  const site = siteIndexing();
  return site.indexing ? indexableMetadata(postSeo(post), site.siteUrl) : { description: postDescription(post) };
}

export async function postPage(slug: string, kept: boolean) {
  // An unknown slug answers HTTP 404: nothing has been sent yet (the page has no loading skeleton to stream).
  const post = await (kept ? readPostBySlug : readPostBySlug.uncached)(slug);
  if (!post) notFound();
  const site = siteIndexing();
  return (
    <div className="pb-8">
      {site.indexing ? <JsonLd data={postStructuredData(post, site.siteUrl)} /> : null}
      <PostArticle post={post} />
      <Suspense
        fallback={
          <div className="mt-8 flex flex-col gap-3 px-4">
            <PostRowBone />
            <PostRowBone />
          </div>
        }
      >
        <RelatedPosts posts={readRelatedPosts(post)} />
      </Suspense>
    </div>
  );
}

/** A post kept per slug once proxy.ts knows it exists ([post]), else rendered per request (uncached). */
export const { KeptPage, keptMetadata, keptStaticParams, PerRequestPage, perRequestMetadata } = twinPages({
  keptAddress: ({ post }) => slugFromParam(post),
  perRequestAddress: ({ post }) => slugFromParam(post),
  page: postPage,
  metadata: postMetadata,
});
