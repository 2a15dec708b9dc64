// A category's page rendered per request with nothing kept: where proxy.ts sends a slug or page it could not
// confirm exists, so that made-up addresses answer 404 without filling the render cache.
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { blogTopicMetadata, BlogTopicList } from '../../../topic-list';

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  await connection();
  return blogTopicMetadata({
    kind: 'category',
    slugParam: (await params).slug,
    pageParam: (await searchParams).page,
    kept: false,
  });
}

export default async function UncachedPage({ params, searchParams }: Props) {
  await connection();
  return (
    <BlogTopicList kind="category" slugParam={(await params).slug} pageParam={(await searchParams).page} kept={false} />
  );
}
