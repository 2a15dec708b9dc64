import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { readPostBySlug, readRelatedPosts } from '@/services/cached/blog';
import { PostArticle } from '@/components/blog/PostArticle';
import { RelatedPosts } from '@/components/blog/RelatedPosts';
import { PostRowBone } from '@/components/blog/Skeletons';
import { slugFromParam } from '@/lib/route-params';
import { postDescription } from '@/services/views/blog';

type Props = { params: Promise<{ post: string }> };

// Each post is rendered on its first request and kept like its read (services/cached/policy.ts).
export const revalidate = 300;

export function generateStaticParams(): { post: string }[] {
  return [];
}

/** A description only: the page title is the shop's, everywhere. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await readPostBySlug(slugFromParam((await params).post)).catch(() => null);
  return post ? { description: postDescription(post) } : {};
}

export default async function Page({ params }: Props) {
  // An unknown slug answers HTTP 404: nothing has been sent yet (the page has no loading skeleton to stream).
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
