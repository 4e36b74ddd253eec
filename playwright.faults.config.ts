import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run test:faults`: the fault journeys alone. Each starts stacks of its own
 * (e2e/faults/fault-stack.ts), so the shared stack of playwright.config.ts, which the other
 * journeys need, is not started; its start-up was a third of the run. In `npm test` the fault
 * journeys run with the rest under playwright.config.ts.
 */
export default defineConfig({ ...base, testDir: 'e2e/faults', webServer: undefined });
