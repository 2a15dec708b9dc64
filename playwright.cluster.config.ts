// The cluster tests (issue 15): the production build as two instances behind nginx, sharing one Redis, with the
// local sandbox; tests/cluster/ starts and stops them itself (scripts/cluster.mjs), since the tests stop parts
// of it on purpose. Run after the other end-to-end tests by `npm test`: it needs the sandbox's port free.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

export default defineConfig({
  testDir: 'tests/cluster',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/cluster-report.json' }]],
  // A folder of its own: Playwright empties its output folder when a run starts, and `npm test` runs this after the
  // other end-to-end tests, whose traces of a failure would otherwise be gone.
  outputDir: 'test-results/cluster',
  use: {
    // nginx serves the cluster's self-signed certificate (scripts/cluster.mjs); the browser and the request
    // fixture take it, as a visitor who accepted it once would.
    ignoreHTTPSErrors: true,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
});
