import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run test:faults`: the fault journeys, which npm test leaves out (playwright.config.ts
 * ignores e2e/faults: over 3 minutes). Each starts stacks of its own
 * (e2e/faults/fault-stack.ts), one at a time, so the shared stack of playwright.config.ts is
 * not started.
 */
export default defineConfig({
  ...base,
  testDir: 'e2e/faults',
  workers: 1,
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: undefined,
});
