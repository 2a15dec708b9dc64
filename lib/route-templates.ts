// The shop's addresses as route templates: `/product/[slug]`, never the slug. Metrics and field Web Vitals are
// grouped by these, so a label has a few dozen values however many products there are, and no address a
// shopper typed is kept. The list names what a browser asks for; the paths the render cache uses inside
// (lib/render-routes.ts) are not addresses. tests/unit/observability/route-templates.test.ts keeps it in step with app/.

import { PAGE_KIND_NAMES, PAGE_KINDS, type PageKindName } from './page-kinds';

/** Every page's public address, from the table of page kinds. */
export const PAGE_ROUTES: readonly PageRoute[] = PAGE_KIND_NAMES.map((kind) => PAGE_KINDS[kind].route);

export type PageRoute = (typeof PAGE_KINDS)[PageKindName]['route'];

/**
 * What the server answers besides pages: its endpoints and the build's files. Not the health check or the
 * metrics, which are answered before anything is counted.
 */
export const OTHER_ROUTES = [
  '/api/contract-mismatch',
  '/api/revalidate',
  '/api/vitals',
  '/_next/image',
  '/_next/static',
  '/manifest.webmanifest',
  '/sw.js',
] as const;

/** Anything else: a made-up address, a public file, a 404. */
export const UNMATCHED_ROUTE = 'other';

export type RouteLabel = PageRoute | (typeof OTHER_ROUTES)[number] | typeof UNMATCHED_ROUTE;

const PAGE_SET: ReadonlySet<string> = new Set(PAGE_ROUTES);

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

const PATTERNS = PAGE_ROUTES.map((template) => ({ template, segments: segmentsOf(template) }));

export function isPageRoute(value: unknown): value is PageRoute {
  return typeof value === 'string' && PAGE_SET.has(value);
}

/** The page template of a pathname (no query), or null when no page has that address. */
export function pageRouteOf(pathname: string): PageRoute | null {
  const segments = segmentsOf(pathname);
  const match = PATTERNS.find(
    (pattern) =>
      pattern.segments.length === segments.length &&
      pattern.segments.every((part, index) => part.startsWith('[') || part === segments[index]),
  );
  return match?.template ?? null;
}

/** The label of any request the server answers, from its pathname. */
export function routeLabelOf(pathname: string): RouteLabel {
  if (pathname.startsWith('/_next/static/')) return '/_next/static';
  const other = OTHER_ROUTES.find((route) => route === pathname);
  return other ?? pageRouteOf(pathname) ?? UNMATCHED_ROUTE;
}
