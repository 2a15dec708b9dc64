import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Providers } from '@/components/shell/Providers';
import { THEME_COLORS } from '@/lib/color-scheme';
import { siteIndexing } from '@/lib/site-indexing';
import { rootMetadata } from './root-metadata';
import { vazirmatn } from './fonts';
import './globals.css';

// The spec's fixed English title and noindex; an indexable build's Persian titles (docs/seo.md).
export const metadata: Metadata = rootMetadata(siteIndexing());

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  // Per device look; a shopper's own choice is painted over these by the server (server/color-scheme.ts).
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: THEME_COLORS.light },
    { media: '(prefers-color-scheme: dark)', color: THEME_COLORS.dark },
  ],
  viewportFit: 'cover',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The server adds the shopper's chosen look to this class on the way out (server/color-scheme.ts).
    <html lang="fa" dir="rtl" className={vazirmatn.variable} suppressHydrationWarning>
      <body>
        <Providers>
          <div className="mx-auto flex min-h-dvh w-full max-w-lg flex-col bg-white shadow-sm">{children}</div>
        </Providers>
      </body>
    </html>
  );
}
