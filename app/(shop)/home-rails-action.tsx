'use server';
// The cards of a home rail far below the first screen, rendered when the shopper scrolls near it
// (components/shared/LoadWhenNear): the page's HTML and flight data carry its title only. Public data from the
// render cache's reads, open to anyone like the page itself; the rail is checked against the fixed list first.
import type { ReactNode } from 'react';
import { RailCards } from '@/components/catalog/ProductCard';
import { HOME_RAILS, isDiscounted, isHomeRail, type HomeRail } from '@/components/home/home-rails';
import { readSearch } from '@/services/server/cached/catalog';
import { HOME_RAIL_SIZE, readPreorders } from '@/services/server/cached/home';
import type { ProductListItem } from '@/services/types/commerce';

/** The newest games, and the discounted ones picked from the most visited. */
async function readRail(rail: HomeRail): Promise<ProductListItem[]> {
  switch (rail) {
    case 'newest':
      return (await readSearch({ skipCount: 0, maxResultCount: HOME_RAIL_SIZE })).pagedResult.items;
    case 'preorder':
      return readPreorders();
    case 'discounted': {
      const visited = await readSearch({ skipCount: 0, maxResultCount: 60, orderBy: 'Visitor', sortBy: 'desc' });
      return visited.pagedResult.items.filter(isDiscounted).slice(0, HOME_RAIL_SIZE);
    }
    default:
      return rail satisfies never;
  }
}

export async function loadHomeRail(rail: unknown): Promise<ReactNode> {
  if (!isHomeRail(rail)) throw new Error('Not a home rail');
  const { title, listId } = HOME_RAILS[rail];
  return (
    <RailCards
      products={await readRail(rail)}
      list={{ item_list_id: listId, item_list_name: title }}
      className="h-full"
    />
  );
}
