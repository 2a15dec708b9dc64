// Vazirmatn from the `vazirmatn` package, subset to the scripts the shop shows (scripts/subset-font.mjs;
// about 43 KiB instead of 109). A plain file name: next/font preloads the file under the same URL the
// stylesheet asks for, so it is downloaded once ('[wght]' in the name was escaped in one and not the other).
import localFont from 'next/font/local';

export const vazirmatn = localFont({
  src: './fonts/Vazirmatn-subset.woff2',
  variable: '--font-vazirmatn',
  weight: '400 900',
  // Preloaded, and used only when it is there by the first paint (about 100 ms): a first visit on a slow network
  // keeps the fallback for that page instead of rewrapping every Persian line when the font lands (a post moved
  // by 0.19). The next page finds it cached.
  display: 'optional',
  fallback: ['Tahoma', 'sans-serif'],
});
