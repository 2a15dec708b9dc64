import type { MetadataRoute } from 'next';
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
    theme_color: '#4f46e5',
    icons: [
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icons/maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  };
}
