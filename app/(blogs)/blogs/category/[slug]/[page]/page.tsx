// One page of a category's posts, /blogs/category/<slug>?page=N, rewritten here by proxy.ts once it knows the category and
// the page exist; rendered on first request and kept like the posts it lists (a publish refreshes both).
import type { Metadata } from 'next';
import { blogTopicMetadata, BlogTopicList } from '../../../topic-list';

type Props = { params: Promise<{ slug: string; page: string }> };

export const revalidate = 300;

export function generateStaticParams(): { slug: string; page: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, page } = await params;
  return blogTopicMetadata({ kind: 'category', slugParam: slug, pageParam: page, kept: true });
}

export default async function Page({ params }: Props) {
  const { slug, page } = await params;
  return <BlogTopicList kind="category" slugParam={slug} pageParam={page} kept />;
}
