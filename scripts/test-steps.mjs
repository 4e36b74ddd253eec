/**
 * `npm test`: every check, one after another, stopping at the first that fails, then how long
 * each took. CI has a time budget (the brief: well under 25 minutes on 2 cores); this table is
 * where to look first when a run grows.
 */
import { spawnSync } from 'node:child_process';

const STEPS = [
  'lint',
  'format:check',
  'typecheck',
  'docs:api:check',
  'api:routes:check',
  'test:unit',
  'build',
  ['size', '--', '--check'],
  'test:e2e',
  'test:faults',
  'test:scale',
];

const minutes = (ms) => `${Math.floor(ms / 60_000)}m ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;
const done = [];
const started = Date.now();

function report(failed) {
  console.log('\nnpm test, step by step:');
  for (const { name, ms, ok } of done) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(20)} ${minutes(ms)}`);
  console.log(`  ${failed ? 'failed' : 'passed'} in ${minutes(Date.now() - started)}`);
}

for (const step of STEPS) {
  const [script, ...args] = Array.isArray(step) ? step : [step];
  const at = Date.now();
  const { status } = spawnSync('npm', ['run', script, ...args], { stdio: 'inherit' });
  const ok = status === 0;
  done.push({ name: script, ms: Date.now() - at, ok });
  if (!ok) {
    report(true);
    process.exit(status ?? 1);
  }
}
report(false);
