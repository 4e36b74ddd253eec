// Runs once before the jest workers start. It prepares one migrated PGlite data directory
// that every upstream suite loads instead of running initdb and the migrations again
// (tests/upstream/helpers/test-db.ts). The dump is keyed by the migrations' and PGlite's
// contents, so a changed migration makes a new one; workers inherit the env var.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

function snapshotKey() {
  const hash = createHash('sha256');
  const dir = join(root, 'upstream/db/migrations');
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  hash.update(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

export default function globalSetup() {
  const dir = join(root, 'node_modules/.cache/codeport-tests');
  const file = join(dir, `pglite-${snapshotKey()}.tar`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}`;
    execFileSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'scripts/pglite-snapshot.ts'), partial], {
      stdio: 'inherit',
    });
    renameSync(partial, file);
  }
  process.env.PGLITE_SNAPSHOT = file;
}
