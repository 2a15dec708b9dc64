import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { readPostBySlug, readRelatedPosts } from '@/services/cached/blog';
import { PostArticle } from '@/components/blog/PostArticle';
import { RelatedPosts } from '@/components/blog/RelatedPosts';
import { PostRowBone } from '@/components/blog/Skeletons';
import { postDescription, slugFromParam } from '@/services/views/blog';

type Props = { params: Promise<{ post: string }> };

/** A description only: the page title is the shop's, everywhere. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await readPostBySlug(slugFromParam((await params).post)).catch(() => null);
  return post ? { description: postDescription(post) } : {};
}

export default async function Page({ params }: Props) {
  // The layout has already answered an unknown slug with 404; the same (cached) read, typed.
  const post = await readPostBySlug(slugFromParam((await params).post));
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
