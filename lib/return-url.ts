// Where to go after login, and whether a link stays in the shop: the one same-site check (a path on this site, never another origin).

/** Any origin will do: a value is resolved against it only to see whether it stays there. */
const SHOP_ORIGIN = 'https://shop.invalid';

/**
 * A path on this site, as the browser will read it ('/…' resolved against the shop's origin, dot segments
 * gone), or null for anything else: another origin, or a path that normalises to '//…' (`/.//evil.example`),
 * which any hard navigation would read as another host.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  // Control characters and backslashes let some browsers read a path as another origin.
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SHOP_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== SHOP_ORIGIN || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** '/login?returnUrl=…' for a page that needs a login. */
export function loginHref(returnTo: string | null | undefined): string {
  const target = safeReturnUrl(returnTo);
  return target ? `/login?returnUrl=${encodeURIComponent(target)}` : '/login';
}

/** Where /login sends a shopper once logged in, from its address's query: `returnUrl` if it stays here, else the profile. */
export function afterLoginTarget(search: string): string {
  return safeReturnUrl(new URLSearchParams(search).get('returnUrl')) ?? '/profile';
}
