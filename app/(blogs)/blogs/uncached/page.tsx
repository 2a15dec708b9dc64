// A page of the blog list past the last one the proxy knows of (lib/render-routes.ts), rendered per request with
// nothing kept: 404 when it has no posts, so made-up page numbers do not fill the render cache.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { parsePageParam } from '@/lib/blog-paging';
import { siteIndexing } from '@/lib/site-indexing';
import { BLOG_LIST_METADATA, blogListMetadata, BlogList } from '../blog-list';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  if (!siteIndexing().indexing) return BLOG_LIST_METADATA;
  await connection();
  return blogListMetadata(parsePageParam((await searchParams).page), false);
}

export default async function UncachedBlogPage({ searchParams }: Props) {
  await connection();
  const page = parsePageParam((await searchParams).page);
  if (page === null) notFound();
  return <BlogList page={page} kept={false} />;
}
