// The headers every response of the shop carries: Next adds them through next.config.ts, and the shop's
// server (server/precompressed-static.ts) adds them to the files it answers itself.
export const SECURITY_HEADERS: readonly { key: string; value: string }[] = [
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  // The floor for every response, `next dev` included: no plugins, no foreign <base>, no framing, forms only to
  // this site. `npm start` (server/main.ts) sends HTML with the whole policy: scripts by a per-response nonce.
  { key: 'Content-Security-Policy', value: "base-uri 'self'; object-src 'none'; frame-ancestors 'none'; form-action 'self'" },
];
