// The headers every response of the shop carries: Next adds them through next.config.ts, and the shop's
// server (server/content-security-policy.ts) adds them to every response it writes, its own included.
// Relative, not @/: next.config.ts reaches this file, and its loader knows no paths.
import { parseIndexingFlag } from './site-indexing';

/**
 * Before launch every response tells robots to stay out. An indexable build (SITE_INDEXING) leaves it to each page's
 * own robots meta. next.config.ts reads this at build time and the server when it starts, with the build's setting
 * (server/build-settings.ts; docs/seo.md).
 */
const ROBOTS_HEADER = parseIndexingFlag(process.env.SITE_INDEXING)
  ? []
  : [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }];

export const SECURITY_HEADERS: readonly { key: string; value: string }[] = [
  ...ROBOTS_HEADER,
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

/**
 * The policy floor next.config.ts sends with everything, `next dev` included: no plugins, no foreign <base>, no
 * framing, forms only to this site. `npm start` (server/main.ts) replaces it: pages get the whole policy
 * (scripts by a per-response nonce), everything else NON_HTML_POLICY.
 */
export const POLICY_FLOOR = "base-uri 'self'; object-src 'none'; frame-ancestors 'none'; form-action 'self'";

/** Anything that is not a page (JSON, scripts, images, flight data): opened on its own, nothing in it may load or run. */
export const NON_HTML_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";
