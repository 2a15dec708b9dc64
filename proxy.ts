// Sends a request whose page depends on its query string to the path that renders that query, so that the
// render cache can keep it (lib/render-routes.ts says where). Everything else passes through untouched.
import { NextResponse, type NextRequest } from 'next/server';
import { renderPathFor } from '@/lib/render-routes';

export function proxy(request: NextRequest) {
  const target = renderPathFor(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (!target) return NextResponse.next();
  return NextResponse.rewrite(new URL(target, request.nextUrl));
}

// Only requests that carry a query their page reads (and every brand or category page); the bare addresses are
// rewritten by next.config.ts without a proxy call. Next reads this object without running the file, so it is spelled out: the keys are
// CATALOG_QUERY_KEYS, 'page' and VARIANT_QUERY_KEYS (tests/unit/lib/render-routes.test.ts keeps them in step).
export const config = {
  matcher: [
    { source: '/products', has: [{ type: 'query', key: 'q' }] },
    { source: '/products', has: [{ type: 'query', key: 'sort' }] },
    { source: '/products', has: [{ type: 'query', key: 'page' }] },
    { source: '/products', has: [{ type: 'query', key: 'brands' }] },
    { source: '/products', has: [{ type: 'query', key: 'variants' }] },
    { source: '/products', has: [{ type: 'query', key: 'genres' }] },
    { source: '/products', has: [{ type: 'query', key: 'themes' }] },
    { source: '/products', has: [{ type: 'query', key: 'gameplays' }] },
    { source: '/products', has: [{ type: 'query', key: 'playerPerspectives' }] },
    { source: '/products', has: [{ type: 'query', key: 'publishers' }] },
    { source: '/products', has: [{ type: 'query', key: 'developers' }] },
    { source: '/products', has: [{ type: 'query', key: 'pegis' }] },
    { source: '/products', has: [{ type: 'query', key: 'esrbs' }] },
    { source: '/products', has: [{ type: 'query', key: 'available' }] },
    { source: '/products', has: [{ type: 'query', key: 'preorder' }] },
    // A brand's or category's page passes here with or without a query: few visit each, so the proxy call is cheap.
    { source: '/brand/:slug' },
    { source: '/category/:slug' },
    { source: '/blogs', has: [{ type: 'query', key: 'page' }] },
    { source: '/product/:slug', has: [{ type: 'query', key: 'variantId' }] },
    { source: '/product/:slug', has: [{ type: 'query', key: 'variant' }] },
  ],
};
