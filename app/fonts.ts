// Vazirmatn from the `vazirmatn` package (no font is fetched at build or run time).
import localFont from 'next/font/local';

export const vazirmatn = localFont({
  src: '../node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2',
  variable: '--font-vazirmatn',
  weight: '100 900',
  display: 'swap',
  fallback: ['Tahoma', 'sans-serif'],
});
