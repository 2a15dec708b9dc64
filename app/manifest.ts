// The installed app: a Persian name, right to left, standalone, PNG icons for Android and iOS (scripts/make-icons.mjs
// draws them from the SVGs) and screenshots for the richer install sheet. A manifest has one theme colour; the
// dark look's comes from the page's theme-color meta per colour scheme (app/layout.tsx).
import type { MetadataRoute } from 'next';
import { THEME_COLORS } from '@/lib/color-scheme';
import { SHOP_TITLE } from '@/lib/constants';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: SHOP_TITLE,
    short_name: 'گیمینو',
    description: 'فروشگاه اکانت بازی با تحویل آنی',
    lang: 'fa',
    dir: 'rtl',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: THEME_COLORS.light,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
    screenshots: [
      {
        src: '/screenshots/home.png',
        sizes: '390x844',
        type: 'image/png',
        form_factor: 'narrow',
        label: 'صفحه اصلی گیمینو',
      },
      {
        src: '/screenshots/product.png',
        sizes: '390x844',
        type: 'image/png',
        form_factor: 'narrow',
        label: 'صفحه یک بازی و قیمت اکانت‌های آن',
      },
    ],
  };
}
