// The metadata every page starts from (app/layout.tsx), in both modes of SITE_INDEXING (docs/seo.md).
import type { Metadata } from 'next';
import { SHOP_TITLE } from '@/lib/constants';
import type { SiteIndexing } from '@/lib/site-indexing';
import { HOME_DESCRIPTION, SITE_NAME, TITLE_TEMPLATE } from '@/services/server/views/seo';

const SHELL_METADATA: Metadata = {
  title: SHOP_TITLE,
  description: HOME_DESCRIPTION,
  applicationName: SHOP_TITLE,
  robots: { index: false, follow: false },
  manifest: '/manifest.webmanifest',
  icons: {
    icon: [{ url: '/icons/icon.svg', type: 'image/svg+xml' }],
    apple: [{ url: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }],
  },
  formatDetection: { telephone: false },
};

/**
 * The spec's shop: one fixed English title, noindex,nofollow. An indexable build (docs/seo.md) gives every page a
 * Persian title under the template; a page still says noindex unless it asks to be indexed (the public pages do),
 * so the cart, the profile and the login stay out.
 */
export function rootMetadata(site: SiteIndexing): Metadata {
  if (!site.indexing) return SHELL_METADATA;
  return {
    ...SHELL_METADATA,
    metadataBase: new URL(site.siteUrl),
    title: { default: SITE_NAME, template: TITLE_TEMPLATE },
    applicationName: SITE_NAME,
  };
}
