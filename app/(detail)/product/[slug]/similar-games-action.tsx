'use server';
// The product page's similar games, rendered when the shopper scrolls near the end of the page
// (components/shared/LoadWhenNear): the page's HTML and flight data carry the rail's title only. Open to anyone
// like the page; a product or variant the shop does not know is read uncached, so made-up names fill no cache.
import type { ReactNode } from 'react';
import { RailCards } from '@/components/catalog/ProductCard';
import { SIMILAR_GAMES } from '@/components/catalog/product/sections';
import { readSimilar } from '@/services/server/cached/catalog';
import { namesExist } from '@/services/server/known-addresses';

export async function loadSimilarGames(slug: unknown, variantId: unknown): Promise<ReactNode> {
  if (typeof slug !== 'string' || (variantId !== undefined && !Number.isSafeInteger(variantId)))
    throw new Error('Not a product');
  const variant = variantId as number | undefined;
  const kept = await namesExist({ kind: 'product', slug, variantId: variant ?? null });
  const games = await (kept ? readSimilar : readSimilar.uncached)(slug, variant);
  return (
    <RailCards products={games} list={{ item_list_id: 'similar', item_list_name: SIMILAR_GAMES }} className="h-full" />
  );
}
