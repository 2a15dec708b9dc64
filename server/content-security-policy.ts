// The page policy the shop's server sends with every HTML response: scripts only by this response's nonce
// (and what those scripts load), connections and images only to this site and the configured services, and to
// Google Tag Manager's and GA4's origins when the shop has a container (docs/analytics.md).
import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { NON_HTML_POLICY, SECURITY_HEADERS } from '@/lib/security-headers';
import { baseUrlOf, SERVICE_HOSTS } from '@/services/http';
import { CART_HINT_SCRIPT } from '@/lib/cart-hint';
import { GTM_ORIGINS, gtmContainerId } from '@/lib/analytics/gtm';

/** The one inline script of our own, allowed by its exact text: /cart's empty-cart hint (lib/cart-hint.ts). */
export const CART_HINT_HASH = `'sha256-${createHash('sha256').update(CART_HINT_SCRIPT).digest('base64')}'`;

/**
 * Every response the server writes starts with the security headers and the policy for what is not a page;
 * a page's own policy replaces it when its head is written (server/html-response.ts).
 */
export function setSecurityHeaders(res: ServerResponse): void {
  for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
  res.setHeader('Content-Security-Policy', NON_HTML_POLICY);
}

/** The origins of the six services as configured (NEXT_PUBLIC_*_URL), each once. */
export function serviceOrigins(): string[] {
  return [...new Set(SERVICE_HOSTS.map((host) => new URL(baseUrlOf(host)).origin))];
}

/** Google Tag Manager's and GA4's origins when NEXT_PUBLIC_GTM_ID is a container id; none otherwise. */
export function analyticsOrigins(): string[] {
  return gtmContainerId() ? [...GTM_ORIGINS] : [];
}

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** `analytics`: origins the page may also send to and show images from (analyticsOrigins); none leaves the policy as it was. */
export function contentSecurityPolicy(
  nonce: string,
  origins: readonly string[],
  analytics: readonly string[] = [],
): string {
  const services = origins.join(' ');
  const measured = analytics.length > 0 ? ` ${analytics.join(' ')}` : '';
  return [
    "default-src 'self'",
    // 'self' is for browsers without 'strict-dynamic'; the others ignore it and trust only the nonce and the hash.
    `script-src 'self' 'nonce-${nonce}' ${CART_HINT_HASH} 'strict-dynamic'`,
    // Inline styles carry no script; React's style attributes and next/font's rules need them.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${services}${measured}`,
    // blob: is the MediaSource a gallery video plays from through hls.js.
    `media-src 'self' blob: ${services}`,
    "font-src 'self'",
    `connect-src 'self' ${services}${measured}`,
    // The service worker (/sw.js), and nothing else: without this a worker falls under script-src's nonce.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
