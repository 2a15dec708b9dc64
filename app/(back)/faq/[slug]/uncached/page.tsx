// A FAQ topic rendered per request with nothing kept: where proxy.ts sends a keyword it could not confirm
// names a topic, so that made-up addresses answer 404 without filling the render cache.
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { slugFromParam } from '@/lib/route-params';
import { faqTopicMetadata, faqTopicPage } from '../faq-topic-page';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  return faqTopicMetadata(slugFromParam((await params).slug), false);
}

export default async function UncachedFaqTopicPage({ params }: Props) {
  await connection();
  return faqTopicPage(slugFromParam((await params).slug), false);
}
