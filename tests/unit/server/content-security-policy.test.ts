// @vitest-environment node
import { createHash } from 'node:crypto';
import { CART_HINT_SCRIPT } from '@/lib/cart-hint';
import { GTM_ORIGINS } from '@/lib/analytics/gtm';
import {
  analyticsOrigins,
  CART_HINT_HASH,
  contentSecurityPolicy,
  newNonce,
  serviceOrigins,
} from '@/server/content-security-policy';

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
}

describe('the page policy', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('runs scripts only by nonce and what they load, and the one known inline script by its hash: no inline, no eval', () => {
    const policy = directives(contentSecurityPolicy('abc', ['http://localhost:4010']));
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc'", CART_HINT_HASH, "'strict-dynamic'"]);
    expect(CART_HINT_HASH).toBe(`'sha256-${createHash('sha256').update(CART_HINT_SCRIPT).digest('base64')}'`);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('lets the page connect to and show images and videos from exactly the configured services', () => {
    vi.stubEnv('NEXT_PUBLIC_IDENTITY_URL', 'https://id.example.com/api');
    vi.stubEnv('NEXT_PUBLIC_PAYMENT_URL', 'https://pay.example.com');
    vi.stubEnv('NEXT_PUBLIC_COMMERCE_URL', 'https://shop-api.example.com/');
    vi.stubEnv('NEXT_PUBLIC_DISCOUNT_URL', 'https://discount.example.com');
    vi.stubEnv('NEXT_PUBLIC_CMS_URL', 'https://cms.example.com');
    vi.stubEnv('NEXT_PUBLIC_BLOG_URL', 'https://cms.example.com/blog');
    const origins = serviceOrigins();
    expect(origins).toEqual([
      'https://id.example.com',
      'https://pay.example.com',
      'https://shop-api.example.com',
      'https://discount.example.com',
      'https://cms.example.com',
    ]);
    const policy = directives(contentSecurityPolicy('abc', origins));
    expect(policy['connect-src']).toEqual(["'self'", ...origins]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', ...origins]);
    // Videos from the services, and the MediaSource (blob:) hls.js plays them through.
    expect(policy['media-src']).toEqual(["'self'", 'blob:', ...origins]);
  });

  it('without a Tag Manager container the policy is exactly what it was: no Google origin anywhere', () => {
    for (const value of [undefined, '', 'UA-12345-1', 'GTM-ab12', 'GTM-1234567890123']) {
      if (value === undefined) vi.unstubAllEnvs();
      else vi.stubEnv('NEXT_PUBLIC_GTM_ID', value);
      expect(analyticsOrigins(), String(value)).toEqual([]);
      const policy = contentSecurityPolicy('abc', ['http://localhost:4010'], analyticsOrigins());
      expect(policy).toBe(
        "default-src 'self'; " +
          `script-src 'self' 'nonce-abc' ${CART_HINT_HASH} 'strict-dynamic'; ` +
          "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: http://localhost:4010; media-src 'self' blob: http://localhost:4010; " +
          "font-src 'self'; connect-src 'self' http://localhost:4010; worker-src 'self'; object-src 'none'; base-uri 'self'; " +
          "form-action 'self'; frame-ancestors 'none'",
      );
      expect(contentSecurityPolicy('abc', ['http://localhost:4010'])).toBe(policy);
      expect(policy).not.toMatch(/google/);
    }
  });

  it("with a container, connect-src and img-src gain exactly Tag Manager's and GA4's origins, and nothing else changes", () => {
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', 'GTM-AB12CD3');
    expect(analyticsOrigins()).toEqual([
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ]);
    const without = directives(contentSecurityPolicy('abc', ['http://localhost:4010']));
    const policy = directives(contentSecurityPolicy('abc', ['http://localhost:4010'], analyticsOrigins()));
    expect(policy['connect-src']).toEqual([...without['connect-src'], ...GTM_ORIGINS]);
    expect(policy['img-src']).toEqual([...without['img-src'], ...GTM_ORIGINS]);
    // Scripts still by nonce and 'strict-dynamic' alone: a host list there would be ignored, and Tag Manager's
    // script is added by a trusted one.
    const others = (all: Record<string, string[]>) =>
      Object.entries(all).filter(([name]) => name !== 'connect-src' && name !== 'img-src');
    expect(others(policy)).toEqual(others(without));
  });

  it('makes a new nonce of 128 random bits each time', () => {
    const nonce = newNonce();
    expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(newNonce()).not.toBe(nonce);
  });
});
