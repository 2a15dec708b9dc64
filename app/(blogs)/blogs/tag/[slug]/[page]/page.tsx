// One page of a tag's posts, /blogs/tag/<slug>?page=N, rewritten here by proxy.ts once it knows the tag and
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
  return blogTopicMetadata({ kind: 'tag', slugParam: slug, pageParam: page, kept: true });
}

export default async function Page({ params }: Props) {
  const { slug, page } = await params;
  return <BlogTopicList kind="tag" slugParam={slug} pageParam={page} kept />;
}
