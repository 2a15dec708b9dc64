// Answers an unknown slug with a real HTTP 404: the check sits above this segment's loading.tsx, because once
// the skeleton has streamed the status is already 200.
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { readProduct } from '@/services/cached/catalog';

export default async function ProductLayout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  await connection();
  const product = await readProduct(decodeURIComponent((await params).slug));
  if (!product) notFound();
  return children;
}
