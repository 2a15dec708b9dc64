// End-to-end tests: the production build of the shop plus a freshly reset sandbox, in Debian's Chromium.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const shopPort = Number(process.env.E2E_SHOP_PORT ?? 3000);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4010);
const e2eEnv = {
  NEXT_TELEMETRY_DISABLED: '1',
  SANDBOX_PORT: String(sandboxPort),
  SANDBOX_PUBLIC_URL: `http://localhost:${sandboxPort}`,
  // next.config.ts allows images from this origin when the server (server/main.ts) loads it.
  NEXT_PUBLIC_SANDBOX_URL: `http://localhost:${sandboxPort}`,
  // The server's content security policy allows the services the browser calls, read from these at start:
  // on a sandbox port other than 4010 (E2E_SANDBOX_PORT) they must name it, as they did for the build.
  ...Object.fromEntries(
    ['identity', 'payment', 'commerce', 'discount', 'cms', 'blog'].map((host) => [
      `NEXT_PUBLIC_${host.toUpperCase()}_URL`,
      `http://localhost:${sandboxPort}/${host}`,
    ]),
  ),
  SANDBOX_SHOP_ORIGINS: `http://localhost:${shopPort},http://127.0.0.1:${shopPort}`,
  SANDBOX_DB_FILE: '.data/e2e.db',
  SANDBOX_LOG_OTP: '0',
  // The publishing webhook, end to end: the sandbox's CMS and blog call the shop's /api/revalidate.
  REVALIDATE_SECRET: 'e2e-revalidate-secret',
  SANDBOX_SHOP_REVALIDATE_URL: `http://localhost:${shopPort}/api/revalidate`,
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL: `http://localhost:${shopPort}`,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    trace: 'retain-on-failure',
    // The service worker would answer requests the tests route or take offline themselves; tests/e2e/offline.spec.ts
    // allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
    },
  ],
  webServer: [
    {
      command: 'npx tsx sandbox/reset.ts && npx tsx sandbox/server.ts',
      url: `http://localhost:${sandboxPort}/__sandbox/health`,
      env: e2eEnv,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `node .next/shop-server/main.mjs -p ${shopPort}`,
      url: `http://localhost:${shopPort}/`,
      env: e2eEnv,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
