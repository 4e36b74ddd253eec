#!/usr/bin/env node
// End-to-end tests use Debian's Chromium: its headless shell for the journeys, the browser for
// Lighthouse and the benchmarks (scripts/chromium-launch.ts); browsers are never downloaded
// (stack-notes.md).
// The unit tests need a system font too: the shipped service icons are drawn from SVG text in
// "Inter, Arial, sans-serif", which fontconfig resolves to Liberation Sans (Arial's metrics),
// and tests/upstream/shipped-icons.test.ts draws them again and compares pixels. A machine
// with only DejaVu drew a wider W (mean difference 2 of 255): npm run test:unit runs this first.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/lib/chromium/chromium-headless-shell';
const ARIAL_METRICS = '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf';
if ([CHROMIUM, HEADLESS_SHELL, ARIAL_METRICS].every((file) => existsSync(file))) process.exit(0);

const root = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = root ? '' : 'sudo ';
console.log(
  `Chromium (${CHROMIUM}), its headless shell (${HEADLESS_SHELL}) or Liberation Sans missing; installing them from Debian…`,
);
try {
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell fonts-liberation fonts-noto-color-emoji >/dev/null`,
    {
      stdio: 'inherit',
      shell: '/bin/bash',
    },
  );
} catch {
  console.error(
    'Could not install them. Install them with: apt-get install -y chromium chromium-headless-shell fonts-liberation',
  );
  process.exit(1);
}
for (const file of [CHROMIUM, HEADLESS_SHELL]) {
  if (!existsSync(file)) {
    console.error(`Chromium installed but ${file} is missing`);
    process.exit(1);
  }
}
