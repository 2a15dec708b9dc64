// Loaded by Tailwind 4 through `@config` in app/globals.css. The colours are there, in `@theme`: as CSS variables
// they can be given dark values.
import type { Config } from 'tailwindcss';

const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      fontFamily: {
        sans: ['var(--font-vazirmatn)', 'Tahoma', 'sans-serif'],
      },
    },
  },
};

export default config;
