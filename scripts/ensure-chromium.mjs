#!/usr/bin/env node
// End-to-end tests use Debian's Chromium; browsers are never downloaded (stack-notes.md).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);

const root = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = root ? '' : 'sudo ';
console.log(`Chromium not found at ${CHROMIUM}; installing Debian's chromium package…`);
try {
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-color-emoji >/dev/null`,
    {
      stdio: 'inherit',
      shell: '/bin/bash',
    },
  );
} catch {
  console.error('Could not install chromium. Install it with: apt-get install -y chromium');
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`chromium installed but ${CHROMIUM} is missing`);
  process.exit(1);
}
