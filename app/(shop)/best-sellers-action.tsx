'use server';
// The rail of a best-sellers tab the home page did not render: the page carries only the first platform's cards,
// so its HTML and payload stay as light as one rail (six rails were 80 KB of its 166 KB of markup). A read of
// public data through the render cache's reads, open to anyone like the page itself; the platform is checked
// against the fixed list before anything is read.
import type { ReactNode } from 'react';
import { readPlatformBestSellers } from '@/services/server/cached/home';
import { PlatformCards } from './platform-cards';

const NOTHING_SOLD = 'فعلا بازی پرفروشی برای این پلتفرم نیست.';

export async function loadBestSellers(slug: unknown): Promise<ReactNode> {
  if (typeof slug !== 'string') throw new Error('Not a best-sellers platform');
  // Throws for a slug that is not one of BEST_SELLER_PLATFORMS, before anything is read.
  const rail = await readPlatformBestSellers(slug);
  if (!rail) return <p className="mt-3 px-4 py-8 text-center text-sm text-slate-500">{NOTHING_SOLD}</p>;
  return <PlatformCards rail={rail} />;
}
