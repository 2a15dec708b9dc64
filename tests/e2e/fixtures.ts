// Every end-to-end test runs under the shop's script policy and fails if the browser refuses anything under
// it: a flow that needs an unstamped script, or a foreign connection, shows up here, whichever test walks it.
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ policyViolations: string[] }>({
  policyViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
      });
      await use(violations);
      expect(violations, 'the browser refused something under the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, Page, Locator, Route } from '@playwright/test';
