// A FAQ topic kept per keyword: rendered on its first request once proxy.ts knows the topic exists, and kept
// like its read (services/cached/policy.ts); a CMS publish refreshes both under the 'cms' tag.
import type { Metadata } from 'next';
import { slugFromParam } from '@/lib/route-params';
import { faqTopicMetadata, faqTopicPage } from './faq-topic-page';

type Props = { params: Promise<{ slug: string }> };

export const revalidate = 300;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return faqTopicMetadata(slugFromParam((await params).slug), true);
}

export default async function Page({ params }: Props) {
  return faqTopicPage(slugFromParam((await params).slug), true);
}
