import path from 'node:path';
import { defineConfig } from 'vitest/config';

// A module under services/server/ marks itself with `server-only`, which throws outside React's server build; the
// tests run it as the server does.
const alias = {
  '@': path.resolve(__dirname),
  'server-only': path.resolve(__dirname, 'node_modules/server-only/empty.js'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    globals: true,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          globals: true,
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // Room for a few 3 s waits (tests/unit/setup.ts) on a busy CI machine; a passing test takes under 2 s.
          testTimeout: 15_000,
          // The sandbox as a separate process: the content tests read it over HTTP, as the shop does.
          globalSetup: ['tests/unit/support/sandbox-process.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          // The contract tools (contracts:diff); the documents themselves are checked by the sandbox's tests.
          name: 'contracts',
          globals: true,
          environment: 'node',
          include: ['tests/contracts/**/*.test.ts'],
          testTimeout: 60_000,
          // A beforeAll builds a TypeScript program over a temporary tree: over 10 s on a busy 2-core machine.
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'sandbox',
          globals: true,
          environment: 'node',
          include: ['tests/sandbox/**/*.test.ts'],
          // Each file starts its own sandbox on a temporary database; keep them apart.
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
