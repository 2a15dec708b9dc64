// Answers an unknown slug with a real HTTP 404: the check sits above this segment's loading.tsx, because once
// the skeleton has streamed the status is already 200 and notFound() can only swap the content.
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { readPostBySlug } from '@/services/cached/blog';
import { slugFromParam } from '@/services/views/blog';

export default async function PostLayout({ children, params }: { children: ReactNode; params: Promise<{ post: string }> }) {
  // Rendered per request like the product page; the read itself is cached for 5 minutes.
  await connection();
  const post = await readPostBySlug(slugFromParam((await params).post));
  if (!post) notFound();
  return children;
}
