// How long each kind of server read is kept, and the tag that refreshes it: the one place to change either.
// Catalog prices and stock move, so a minute; CMS pages and blog posts change when an editor publishes.
import 'server-only';
import { unstable_cache } from 'next/cache';
import { connection } from 'next/server';
import { cache } from 'react';
import { isServiceUnavailable } from '@/services/errors';
import { noteServiceUnavailable } from '@/services/server/request-outcome';

export const CACHE_POLICY = {
  catalog: { tag: 'catalog', revalidateSeconds: 60 },
  cms: { tag: 'cms', revalidateSeconds: 300 },
  blog: { tag: 'blog', revalidateSeconds: 300 },
} as const;

export type CacheKind = keyof typeof CACHE_POLICY;

/** A cached read, and the same read done afresh for a page rendered per request (nothing is kept). */
export type CachedRead<Args extends unknown[], Result> = ((...args: Args) => Promise<Result>) & {
  uncached: (...args: Args) => Promise<Result>;
};

/** Thrown inside the data cache for a read that found nothing: a thrown read is never kept. */
class NothingFound extends Error {}

/**
 * A service read kept in Next's data cache under its kind's tag (`revalidateTag(tag)` refreshes it) and
 * shared within one request by React's cache(), so metadata and page read once. `key` names the read;
 * the arguments are part of the cache key. A read that throws is not cached: the next request tries again.
 * Nor is one that finds nothing (null): a cache keeps only what exists, so made-up slugs cannot fill it.
 */
export function cachedRead<Args extends unknown[], Result>(
  kind: CacheKind,
  key: string,
  read: (...args: Args) => Promise<Result>,
  /** Tags of this one read beside its kind's (a product's own tag), for a webhook to refresh it alone. */
  tagsOf?: (...args: Args) => string[],
): CachedRead<Args, Result> {
  const { tag, revalidateSeconds } = CACHE_POLICY[kind];
  const keyParts = [`${kind}:${key}`];
  const readFound = async (...args: Args): Promise<Result> => {
    const result = await read(...args);
    if (result === null) throw new NothingFound();
    return result;
  };
  const cached = unstable_cache(readFound, keyParts, { tags: [tag], revalidate: revalidateSeconds });
  const cachedWithTags = (...args: Args) =>
    unstable_cache(readFound, keyParts, { tags: [tag, ...tagsOf!(...args)], revalidate: revalidateSeconds })(...args);
  const kept = cache(async (...args: Args) => {
    try {
      return await (tagsOf ? cachedWithTags(...args) : cached(...args));
    } catch (error) {
      if (error instanceof NothingFound) return null as Result;
      return failed(error);
    }
  });
  const uncached = cache(async (...args: Args) => {
    try {
      return await read(...args);
    } catch (error) {
      return failed(error);
    }
  });
  return Object.assign(kept, { uncached });
}

async function failed(error: unknown): Promise<never> {
  if (isServiceUnavailable(error)) noteServiceUnavailable();
  // A service that is down while `next build` prerenders a page must not fail the build: the page is
  // rendered on each request instead (connection() tells Next so). `npm run build` starts the local
  // sandbox for itself, so this is for a build whose real services are out of reach.
  if (process.env.NEXT_PHASE === 'phase-production-build') await connection();
  throw error;
}
