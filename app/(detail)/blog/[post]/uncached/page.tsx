// A post rendered per request with nothing kept: where proxy.ts sends a slug it could not confirm exists, so
// that made-up addresses answer 404 without filling the render cache.
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { slugFromParam } from '@/lib/route-params';
import { postMetadata, postPage } from '../post-page';

type Props = { params: Promise<{ post: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  return postMetadata(slugFromParam((await params).post), false);
}

export default async function UncachedPostPage({ params }: Props) {
  await connection();
  return postPage(slugFromParam((await params).post), false);
}
