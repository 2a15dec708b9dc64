import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Providers } from '@/components/shell/Providers';
import { THEME_COLORS } from '@/lib/color-scheme';
import { SHOP_TITLE } from '@/lib/constants';
import { vazirmatn } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  title: SHOP_TITLE,
  description: 'گیمینو، فروشگاه اکانت بازی های پلی استیشن، ایکس باکس، نینتندو سوییچ و کامپیوتر با تحویل آنی.',
  applicationName: SHOP_TITLE,
  robots: { index: false, follow: false },
  manifest: '/manifest.webmanifest',
  icons: {
    icon: [{ url: '/icons/icon.svg', type: 'image/svg+xml' }],
    apple: [{ url: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }],
  },
  formatDetection: { telephone: false },
};

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
