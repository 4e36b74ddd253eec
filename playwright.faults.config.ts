import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run test:faults`: the fault journeys, run by npm test after the other journeys (the
 * shared stack of playwright.config.ts is stopped by then). Each starts stacks of its own
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
