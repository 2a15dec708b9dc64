// Whether search engines are invited in (SITE_INDEXING) and the public origin they are given (SITE_URL). Off, the
// shop is as the spec has it before launch: noindex,nofollow, one fixed English title, robots.txt closed, no
// sitemap, no structured data. Read at build time: next.config.ts validates both values and inlines them
// (its `env`), so a prerendered page and a page refreshed later at run time read the same (docs/seo.md).

export type SiteIndexing = { indexing: false } | { indexing: true; siteUrl: string };

const ON = ['1', 'true'];
const OFF = ['', '0', 'false'];

/** SITE_INDEXING as a flag: 1/true on, unset, empty, 0/false off; anything else is a mistake worth a failed build. */
export function parseIndexingFlag(value: string | undefined): boolean {
  const normal = (value ?? '').trim().toLowerCase();
  if (ON.includes(normal)) return true;
  if (OFF.includes(normal)) return false;
  throw new Error(`SITE_INDEXING must be 1, true, 0, false or unset; it is "${value}"`);
}

/** SITE_URL as an origin without a trailing slash: absolute http(s), no credentials, path, query or fragment. */
export function parseSiteUrl(value: string | undefined): string {
  const text = (value ?? '').trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`SITE_URL must be the shop's absolute origin, like https://gamino.example; it is "${text}"`);
  }
  const bare =
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password &&
    !text.includes('?') &&
    !text.endsWith('#');
  if (!['http:', 'https:'].includes(url.protocol) || !bare) {
    throw new Error(
      `SITE_URL must be an http(s) origin with nothing after the host, like https://gamino.example; it is "${text}"`,
    );
  }
  return url.origin;
}

/** Both settings as one value; SITE_URL is required (and checked) only when indexing is on. */
export function parseSiteIndexing(flag: string | undefined, siteUrl: string | undefined): SiteIndexing {
  return parseIndexingFlag(flag) ? { indexing: true, siteUrl: parseSiteUrl(siteUrl) } : { indexing: false };
}

/** The build's setting. Literal `process.env.*` expressions: Next replaces them with the build's values. */
export function siteIndexing(): SiteIndexing {
  return parseSiteIndexing(process.env.SITE_INDEXING, process.env.SITE_URL);
}

/** A path of the shop ('/product/x?variantId=1') as an absolute URL on `siteUrl`; absolute URLs pass as they are. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return new URL(pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`, `${siteUrl}/`).toString();
}
