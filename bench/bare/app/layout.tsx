// The bare page of the shop's stack, the yardstick of `npm run bench:web`: Next 16 App Router, React 19, a
// Redux provider, Vazirmatn through next/font/local and Tailwind, and nothing of the shop.
import type { Metadata } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { BareProvider } from './BareProvider';
import './globals.css';

const vazirmatn = localFont({
  src: '../../../app/fonts/Vazirmatn-subset.woff2',
  variable: '--font-vazirmatn',
  weight: '400 900',
  display: 'swap',
  fallback: ['Tahoma', 'sans-serif'],
});

export const metadata: Metadata = { title: 'Bare page' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fa" dir="rtl" className={vazirmatn.variable}>
      <body>
        <BareProvider>{children}</BareProvider>
      </body>
    </html>
  );
}
