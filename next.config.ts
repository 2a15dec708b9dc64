import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { gtmConfigurationWarning } from './lib/analytics/gtm';
import { DEVICE_SIZES, IMAGE_SIZES } from './lib/image-sizes';
import { bareAddressRewrites } from './lib/render-routes';
import { POLICY_FLOOR, SECURITY_HEADERS } from './lib/security-headers';
import { parseSiteIndexing } from './lib/site-indexing';

// Build-time, like the service addresses: an indexable build (docs/seo.md). Checked here so that a wrong value fails
// the build, and inlined below so that a page refreshed at run time reads what its prerender read.
const indexing = parseSiteIndexing(process.env.SITE_INDEXING, process.env.SITE_URL);

const sandboxUrl = new URL(process.env.NEXT_PUBLIC_SANDBOX_URL ?? 'http://localhost:4010');
/**
 * The folders on that origin that hold the services' pictures: the optimizer fetches nothing else, so a made-up
 * image address is refused before any fetch. IMAGE_PATHS replaces them for a CDN laid out otherwise.
 */
const imagePaths = (
  process.env.IMAGE_PATHS ?? '/commerce/files/**,/payment/files/**,/blog/wp-content/**,/cms/uploads/**'
)
  .split(',')
  .map((pattern) => pattern.trim())
  .filter(Boolean);

// Read by the build (inlined into the browser's script) and by the server (the page policy): a value that is
// not a container id turns Google Tag Manager off in both, and says so.
const gtmWarning = gtmConfigurationWarning();
if (gtmWarning) console.warn(`⚠ ${gtmWarning}`);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // An ETag is a hash of the whole page, computed in JavaScript on every response even when nobody asks for
  // it: about a third of the server's time on a cached catalog page (/products 715 -> 1008-1295 req/s without).
  // Pages carry s-maxage for shared caches instead; static assets are immutable and never need one.
  generateEtags: false,
  // `npm start` (server/main.ts) compresses after it stamps the script nonce into the HTML.
  compress: false,
  reactStrictMode: true,
  // Build-time, like the service addresses: the share of page views that report field Web Vitals (docs/observability.md),
  // and whether the site is indexable, on which origin.
  env: {
    VITALS_SAMPLE_RATE: process.env.VITALS_SAMPLE_RATE ?? '1',
    SITE_INDEXING: indexing.indexing ? '1' : '0',
    SITE_URL: indexing.indexing ? indexing.siteUrl : '',
    // Kept with the build so that the server's page policy (server/build-settings.ts) allows the container the
    // build's pages load, whatever the server's own environment says.
    NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID ?? '',
  },
  images: {
    // The widths it makes (lib/image-sizes.ts says why these).
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    // Covers, banners and logos come from the services' own hosts, in the formats those serve (WebP, PNG, JPEG).
    remotePatterns: imagePaths.map((pathname) => ({
      protocol: sandboxUrl.protocol.replace(':', '') as 'http' | 'https',
      hostname: sandboxUrl.hostname,
      port: sandboxUrl.port,
      pathname,
    })),
    // The local sandbox serves images from loopback, which the optimizer refuses by default (SSRF guard);
    // allowed only when the configured service host is this machine.
    dangerouslyAllowLocalIP: ['localhost', '127.0.0.1'].includes(sandboxUrl.hostname),
    // ESRB badges and provider icons are SVGs on the real host; served with the sandboxing policy below.
    dangerouslyAllowSVG: true,
    contentDispositionType: 'attachment',
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
  },
  // Pages that depend on their query are cached per address (lib/render-routes.ts); these are the addresses
  // without such a query. The others go through proxy.ts.
  async rewrites() {
    // The sitemap index lives with the sitemaps it lists (app/sitemaps/[file]/route.ts; docs/seo.md).
    const sitemapIndex = { source: '/sitemap.xml', destination: '/sitemaps/index.xml' };
    return { beforeFiles: [...bareAddressRewrites(), sitemapIndex], afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      { source: '/:path*', headers: [...SECURITY_HEADERS, { key: 'Content-Security-Policy', value: POLICY_FLOOR }] },
    ];
  },
};

/**
 * With REDIS_URL, a running production server keeps its render and data caches in Redis, shared by every
 * instance (server/shared-cache/). The build keeps its prerendered pages on disk as always, and without
 * REDIS_URL nothing changes.
 */
export default function config(phase: string): NextConfig {
  if (phase !== PHASE_PRODUCTION_SERVER || !process.env.REDIS_URL) return nextConfig;
  return { ...nextConfig, cacheHandler: path.join(process.cwd(), 'server/shared-cache/cache-handler.mjs') };
}
