import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run test:faults`: the fault journeys, run by npm test after the other journeys
 * (scripts/test-steps.mjs says why not beside them). Each starts stacks of its own
 * (e2e/faults/fault-stack.ts, on ports of their own), one at a time, so the shared stack of
 * playwright.config.ts is not started. Their results and report go to folders of their own:
 * Playwright empties its output folder when a run starts, which took the journeys' screenshots.
 */
export default defineConfig({
  ...base,
  testDir: 'e2e/faults',
  outputDir: 'test-results-faults',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-faults' }]] : 'list',
  workers: 1,
  // No base URL: the shared e2e stack runs beside these, and a relative address would reach it.
  use: { ...base.use, baseURL: undefined },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: undefined,
});
