// A blog post kept per slug: rendered on its first request once proxy.ts knows the post exists, and kept like its
// read (services/cached/policy.ts).
import type { Metadata } from 'next';
import { slugFromParam } from '@/lib/route-params';
import { postMetadata, postPage } from './post-page';

type Props = { params: Promise<{ post: string }> };

export const revalidate = 300;

export function generateStaticParams(): { post: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return postMetadata(slugFromParam((await params).post), true);
}

export default async function Page({ params }: Props) {
  return postPage(slugFromParam((await params).post), true);
}
