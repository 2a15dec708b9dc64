// What the header's search asks and keeps (components/shell/SearchDialog.tsx): games from the catalog and posts
// from the blog for a phrase, each group on its own (null when its service did not answer), and the recent
// searches in this browser's localStorage.
import { parseRecentSearches } from '@/lib/site-search';
import { searchPosts } from '@/services/blog';
import { searchWithFacets } from '@/services/commerce';
import type { ProductListItem } from '@/services/types/commerce';

/** Games and posts shown in the dialog; the catalog has the rest. */
export const SEARCH_GAMES_SHOWN = 5;
export const SEARCH_POSTS_SHOWN = 3;
/** Where recent searches are kept in localStorage. */
export const RECENT_SEARCHES_KEY = 'gamino.recentSearches';

export type GameHit = {
  id: number;
  title: string;
  original: string | null;
  href: string;
  image: string | null;
  alt: string;
};
export type PostHit = { id: number; title: string; href: string };
/** Each group is null when its service did not answer. */
export type SearchResults = { games: GameHit[] | null; posts: PostHit[] | null };

function toGameHit(product: ProductListItem): GameHit {
  const title = product.persianName || product.name;
  return {
    id: product.id,
    title,
    original: product.persianName && product.persianName !== product.name ? product.name : null,
    href: `/product/${encodeURIComponent(product.slug)}`,
    image: product.filePath ?? null,
    alt: product.fileAltAttribute || title,
  };
}

/** A post title as text: WordPress sends it as HTML (entities, sometimes tags). Parsing runs nothing. */
function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

export async function searchEverything(phrase: string, signal: AbortSignal): Promise<SearchResults> {
  const [games, posts] = await Promise.allSettled([
    searchWithFacets({ phrase, skipCount: 0, maxResultCount: SEARCH_GAMES_SHOWN }, { signal }),
    searchPosts(phrase, { perPage: SEARCH_POSTS_SHOWN, signal }),
  ]);
  return {
    games: games.status === 'fulfilled' ? games.value.pagedResult.items.map(toGameHit) : null,
    posts:
      posts.status === 'fulfilled'
        ? posts.value.map((post) => ({
            id: post.id,
            title: textOf(post.title?.rendered ?? ''),
            href: `/blog/${encodeURIComponent(post.slug)}`,
          }))
        : null,
  };
}

export function readRecentSearches(): string[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_KEY));
  } catch {
    return [];
  }
}

export function storeRecentSearches(recent: string[]): void {
  try {
    if (recent.length) window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(recent));
    else window.localStorage.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Private browsing or a full store: recent searches are a convenience.
  }
}
