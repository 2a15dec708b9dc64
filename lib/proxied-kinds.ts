// What the proxy and next.config.ts take from the table of page kinds (lib/page-kinds.ts): the kinds whose
// addresses pass the proxy, proxy.ts's matcher, and the rewrites of a bare address that needs no proxy call.

// Relative, not @/: next.config.ts reaches this file through lib/render-routes.ts, and its loader knows no paths.
import type { PageKind, RenderMode } from './page-kind-types';
import { PAGE_KIND_NAMES, PAGE_KINDS } from './page-kinds';

/** A kind whose addresses pass the proxy, with or without a query: lib/render-routes.ts plans each. */
export type ProxiedKind = PageKind & { render: Exclude<RenderMode, { mode: 'as-is' }> };

/** The kinds the proxy sees, in the table's order. */
export function proxiedKinds(): ProxiedKind[] {
  return PAGE_KIND_NAMES.map((name) => PAGE_KINDS[name] as PageKind).filter(
    (kind): kind is ProxiedKind => kind.render.mode !== 'as-is',
  );
}

/** A kind's route as a path-to-regexp source for Next's matcher and rewrites: `/brand/[slug]` → `/brand/:slug`. */
export const routeSource = (route: string): string => route.replace(/\[([^\]]+)\]/g, ':$1');

type MatcherEntry = { source: string; has?: { type: 'query'; key: string }[] };

/**
 * proxy.ts's matcher as the table makes it: one entry per query key of a kind proxied with a query, one per
 * proxied kind. Next reads proxy.ts's `config` without running it, so proxy.ts spells it out and a unit test holds
 * the two equal.
 */
export function proxyMatcher(): MatcherEntry[] {
  const withQuery: MatcherEntry[] = [];
  const always: MatcherEntry[] = [];
  for (const { route, render } of proxiedKinds()) {
    if (render.mode === 'proxied-with-query') {
      withQuery.push(...render.keys.map((key) => ({ source: route, has: [{ type: 'query' as const, key }] })));
    } else always.push({ source: routeSource(route) });
  }
  return [...withQuery, ...always];
}

type QueryCondition = { type: 'query'; key: string };
export type BareAddressRewrite = { source: string; destination: string; missing: QueryCondition[] };

/**
 * The rewrites of a bare address of a kind proxied with a query (/products, /blogs without the query their page
 * reads), as next.config.ts rewrites: they name nothing to check, so they need no proxy call, which cost a third of
 * the requests a second /products could serve.
 */
export function bareAddressRewrites(): BareAddressRewrite[] {
  return proxiedKinds().flatMap(({ route, render }) => {
    if (render.mode !== 'proxied-with-query') return [];
    const missing = render.keys.map((key): QueryCondition => ({ type: 'query', key }));
    return [{ source: route, destination: render.bare, missing }];
  });
}
