// A blog post, rendered two ways: kept per slug ([post]) or, for a slug the proxy could not confirm exists,
// rendered per request with nothing kept (uncached).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { readPostBySlug, readRelatedPosts } from '@/services/cached/blog';
import { PostArticle } from '@/components/blog/PostArticle';
import { RelatedPosts } from '@/components/blog/RelatedPosts';
import { PostRowBone } from '@/components/blog/Skeletons';
import { postDescription } from '@/services/views/blog';

/** A description only: the page title is the shop's, everywhere. `kept`: the page is kept, so its read is too. */
export async function postMetadata(slug: string, kept: boolean): Promise<Metadata> {
  const post = await (kept ? readPostBySlug : readPostBySlug.uncached)(slug).catch(() => null);
  return post ? { description: postDescription(post) } : {};
}

export async function postPage(slug: string, kept: boolean) {
  // An unknown slug answers HTTP 404: nothing has been sent yet (the page has no loading skeleton to stream).
  const post = await (kept ? readPostBySlug : readPostBySlug.uncached)(slug);
  if (!post) notFound();
  return (
    <div className="pb-8">
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
