// One page of the blog list: /blogs and /blogs?page=N, rewritten here by proxy.ts when the page is not past the
// last one. Page 1 is prerendered; the others are rendered on first request; all are kept like the posts they list.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parsePageParam } from '@/lib/blog-paging';
import { blogListMetadata, BlogList } from '../blog-list';

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogListMetadata(parsePageParam((await params).page), true);
}

export const revalidate = 300;

export function generateStaticParams(): { page: string }[] {
  return [{ page: '1' }];
}

export default async function BlogPage({ params }: Props) {
  const page = parsePageParam((await params).page);
  // Where proxy.ts sends a page number that is none (0).
  if (page === null) notFound();
  return <BlogList page={page} kept />;
}
