// The headers every response of the shop carries: Next adds them through next.config.ts, and the shop's
// server (server/content-security-policy.ts) adds them to every response it writes, its own included.
export const SECURITY_HEADERS: readonly { key: string; value: string }[] = [
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
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
export const NON_HTML_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";
