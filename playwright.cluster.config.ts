// The cluster tests (issue 15): the production build as two instances behind nginx, sharing one Redis, with the
// local sandbox; tests/cluster/ starts and stops them itself (scripts/cluster.mjs), since the tests stop parts
// of it on purpose. Run after the other end-to-end tests by `npm test`: it needs the sandbox's port free.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'tests/cluster',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/cluster-report.json' }]],
});
