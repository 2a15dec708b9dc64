import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { serverBoundary } from './scripts/lint/server-boundary.mjs';

// The import arrows of docs/ARCHITECTURE.md, enforced: routes → components → store → services → lib,
// and the shop and the sandbox meet only over HTTP. A zone forbids `target` to import from `from`.
const layerZones = [
  {
    target: './lib',
    from: ['./app', './components', './store', './services', './server', './sandbox'],
    message: 'lib/ is pure: it imports only lib/ and packages.',
  },
  {
    target: './services',
    from: ['./app', './components', './store', './server', './sandbox'],
    message: 'services/ know no screen and no store.',
  },
  {
    target: './store',
    from: ['./app', './components', './server', './sandbox'],
    message: 'The store knows no component.',
  },
  {
    target: './store',
    from: './services/server',
    message: 'The store runs in the browser; services/server/ never leaves the server.',
  },
  { target: './components', from: ['./app', './server', './sandbox'], message: 'Components never import routes.' },
  {
    target: './app',
    from: ['./server', './sandbox'],
    message: 'The shop reaches the sandbox only over HTTP; routes never reach into the server that serves them.',
  },
  {
    target: './server',
    from: ['./app', './components', './store', './sandbox'],
    message: 'The production server wraps Next: it uses services/ and lib/, never a route or a screen.',
  },
  {
    target: './proxy.ts',
    from: ['./app', './components', './store', './server', './sandbox'],
    message: 'The proxy decides with lib/ and what services/ know exists.',
  },
  {
    target: './sandbox',
    from: ['./app', './components', './store', './services', './lib', './tests'],
    message: 'The sandbox stands alone (it stands in for services we do not own): keep its own helpers.',
  },
  {
    target: './contracts',
    from: ['./app', './components', './store', './services', './lib', './server', './sandbox', './tests', './proxy.ts'],
    message: 'contracts/ is the third package the shop and the sandbox both read: it imports neither.',
  },
  {
    target: ['./tests/unit', './tests/e2e'],
    from: ['./sandbox'],
    message: 'Shop tests meet the sandbox over HTTP or through their own fixtures.',
  },
];

// Feature folders under components/ import only themselves, components/ui (generic pieces) and
// components/shared (what several features use). A piece two features need moves to one of those two.
const FEATURES = [
  'account',
  'blog',
  'cart',
  'catalog',
  'content',
  'home',
  'notifications',
  'orders',
  'shell',
  'wallet',
  'wishlist',
];
const featureZones = [
  ...FEATURES.map((feature) => ({
    target: `./components/${feature}`,
    from: './components',
    except: [`./${feature}`, './ui', './shared'],
    message: `A feature never imports another feature's internals: move what ${feature}/ needs to components/ui or components/shared.`,
  })),
  {
    target: './components/shared',
    from: './components',
    except: ['./shared', './ui'],
    message: 'components/shared imports no feature folder.',
  },
  {
    target: './components/ui',
    from: './components',
    except: ['./ui'],
    message: 'components/ui is generic: it imports no feature and nothing shared.',
  },
];

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    // App Router only: there is no pages/ directory for this rule to check against.
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      'import/no-duplicates': 'error',
    },
  },
  {
    // Server-only code where it says so (scripts/lint/server-boundary.mjs).
    plugins: { 'server-boundary': serverBoundary },
    rules: { 'server-boundary/unreachable': 'error' },
  },
  {
    files: ['services/server/**'],
    rules: { 'server-boundary/marked': 'error' },
  },
  {
    // Links prefetch when reached for, not when scrolled into view (components/shared/IntentLink.tsx); the bottom
    // nav's tabs as soon as they are shown (BottomNav.tsx says why).
    files: ['app/**', 'components/**'],
    ignores: ['components/shared/IntentLink.tsx', 'components/shell/BottomNav.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use IntentLink from @/components/shared/IntentLink.' }] },
      ],
    },
  },
  {
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'next', 'next/*', 'axios', 'redux*', '@reduxjs/*'],
              message: 'lib/ is pure helpers: no React, Next, HTTP or store.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['sandbox/**'],
    rules: {
      // The sandbox could be lifted into its own package: its own files are imported relatively.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/*'], message: 'Import sandbox files relatively; the sandbox never imports the shop.' },
          ],
        },
      ],
    },
  },
  {
    // sandbox/files/videos holds HLS segments: MPEG-TS files, named .ts as HLS names them, not TypeScript.
    ignores: [
      '**/.next/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      'next-env.d.ts',
      '**/*.tmp.mjs',
      'sandbox/files/videos/**',
    ],
  },
];

export default config;
