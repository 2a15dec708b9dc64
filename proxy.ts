// Sends a request whose page depends on its query string or slug to the path that renders it (lib/render-routes.ts
// says where): the path the render cache keeps when everything the address names exists
// (services/server/known-addresses.ts), else a path rendered for this request alone, so that made-up addresses cannot
// fill the cache. Everything else passes through untouched.
import { NextResponse, type NextRequest } from 'next/server';
import { renderPlanFor } from '@/lib/render-routes';
import { namesExist } from '@/services/server/known-addresses';

export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const plan = renderPlanFor(pathname, searchParams);
  if (!plan) return NextResponse.next();
  const keep = plan.kept !== null && (plan.names === null || (await namesExist(plan.names)));
  const target = keep ? plan.kept! : plan.perRequest;
  return target === pathname ? NextResponse.next() : NextResponse.rewrite(new URL(target, request.nextUrl));
}

// Only requests that carry a query their page reads, and every page that names something to check (lib/page-kinds.ts:
// the kinds rendered 'proxied'); /products and /blogs without such a query are rewritten by next.config.ts without
// a proxy call. Next reads this object without running the file, so it is spelled out as proxyMatcher()
// (lib/proxied-kinds.ts) makes it (tests/unit/lib/render-routes.test.ts holds the two equal).
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
    { source: '/blogs', has: [{ type: 'query', key: 'page' }] },
    { source: '/brand/:slug' },
    { source: '/category/:slug' },
    { source: '/company/:slug' },
    { source: '/product/:slug' },
    { source: '/blogs/category/:slug' },
    { source: '/blogs/tag/:slug' },
    { source: '/blog/:post' },
    { source: '/faq/:slug' },
  ],
};
