// Sends a request whose page depends on its query string to the path that renders that query, so that the
// render cache can keep it (lib/render-routes.ts says where). Everything else passes through untouched.
import { NextResponse, type NextRequest } from 'next/server';
import { renderPathFor } from '@/lib/render-routes';

export function proxy(request: NextRequest) {
  const target = renderPathFor(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (!target) return NextResponse.next();
  return NextResponse.rewrite(new URL(target, request.nextUrl));
}

export const config = {
  // Only the pages that read their query; static files and every other page never reach the proxy.
  matcher: ['/products', '/blogs', '/product/:slug'],
};
