import { defineConfig, devices } from '@playwright/test';
import { headlessShellLaunchOptions } from './scripts/chromium-launch';

const PORT = Number(process.env.E2E_PORT || 3210);
const baseURL = `http://localhost:${PORT}`;
// A fresh upstream database per run keeps journeys independent of earlier runs. Set once in
// the runner's env so the workers (which re-read this file) see the same dir: journeys read
// the dev SMS intake secret from its secrets.json, as scripts/send-sms.ts does.
const UPSTREAM_DATA_DIR = (process.env.E2E_UPSTREAM_DATA_DIR ??= `.data/e2e-${Date.now()}`);
// Files that never sign in as the demo user nor change shared settings (see the projects).
// security-headers stays with the journeys: its OAuth consent test signs in through the demo
// GitHub provider, whose identities auth.spec.ts's social journeys link and sign in with.
const INDEPENDENT =
  /\/(accessibility-guest|api-docs|catalog-pages|content|early-navigation|foundation|layout-stability|sandbox|shell)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // Two workers: the demo-user journeys on one, the independent files beside them on the other
  // (each project runs its files one at a time). The journeys mostly wait (a realtime event, a
  // cancel lock, a poll): sampled per process from /proc during a one-worker run, all of them
  // used about 40 s of CPU a minute, a third of two cores. In Chromium's headless shell the 140
  // journeys took 8.5 minutes on two workers against 10.0-10.8 on one (stop 53, all passed, no
  // retry). With the full browser, whose browser and GPU processes cost twice as much CPU a
  // page, an earlier stop measured two workers slower (15.4 minutes against 11.5). The demo-user
  // journeys are the longer side (7.1 of the 8.5 minutes): moving history and hydration-styles
  // to the independent side left the run at 8.5 minutes, so they stayed.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // Recording a trace costs about a fifth of the run (CPU and wall time, measured on
    // shell + catalog-pages, two runs each: 189 and 199 s with it, 155 and 131 s without). CI records it when a test
    // is retried, so a failure still comes with its trace; a local run keeps every failure's.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: headlessShellLaunchOptions,
  },
  projects: [
    // Journeys that sign in as the demo user or change what it owns (balance, numbers,
    // sessions, 2FA, notification language): one at a time, so none sees another's changes.
    {
      name: 'chromium',
      // The fault journeys have a config of their own (npm run test:faults, playwright.faults.config.ts):
      // they start their own stacks on ports of their own, and npm test runs them after this run.
      testIgnore: [/page-walk\.spec\.ts$/, /\/faults\//, INDEPENDENT],
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // Files that use public pages or accounts of their own: they run on the second worker
    // beside the journeys.
    {
      name: 'independent',
      testMatch: INDEPENDENT,
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The page walk (e2e/page-walk.spec.ts: every page, each locale the instance serves, four
    // widths, axe in two themes, screenshots kept as artifacts) runs on its own: `npm run
    // test:walk` (PAGE_WALK=1). It passes in all six locales (ru on a stage_ru build), but one
    // locale takes 1-2.5 (idle) to 5-11 (loaded) minutes on a 2-core machine, and the walk would
    // add over 12 minutes to a 25-minute CI run; so npm test
    // keeps the axe pass of e2e/accessibility.spec.ts, the screenshots and the journeys' 360 px
    // checks. It signs in with an account of its own, so it changes nothing a journey reads
    // when run beside them.
    ...(process.env.PAGE_WALK === '1'
      ? [
          {
            name: 'page-walk',
            testMatch: /page-walk\.spec\.ts$/,
            use: { ...devices['Desktop Chrome'], channel: undefined },
          },
        ]
      : []),
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/robots.txt`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    // start.mjs runs web and upstream in their own process groups; SIGTERM lets it stop
    // them. The default SIGKILL would orphan both and keep their stdout pipes open.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      UPSTREAM_PORT: process.env.E2E_UPSTREAM_PORT || '4210',
      REALTIME_PORT: process.env.E2E_REALTIME_PORT || '6210',
      UPSTREAM_DATA_DIR,
      // Journeys post their own SMS through the signed intake; the demo supplier's codes
      // would race them. A 3 s cancel lock stands in for the 2 minutes (upstream/config.ts).
      DEMO_SUPPLIER: '0',
      ACTIVATION_CANCEL_LOCK_SECONDS: '3',
      PUBLIC_ORIGIN: baseURL,
      // Russian is served on CIS instances only (the build bakes the locales in): the page walk
      // walks the locales of this instance (e2e/page-walk.spec.ts).
      APP_INSTANCE: process.env.E2E_APP_INSTANCE || 'test',
    },
  },
});
