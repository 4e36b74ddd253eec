// Runs once before the jest workers start. It prepares three PGlite data directories that the
// upstream suites load instead of running initdb, the migrations and (for the commerce suites)
// the catalogue seed again (tests/upstream/helpers/test-db.ts), and with TEST_DATABASE_URL the
// two PostgreSQL databases they copy. Both are keyed by what goes into them, so a changed
// migration or seed makes new ones; workers inherit the env vars.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

function snapshotKey() {
  const hash = createHash('sha256');
  for (const dir of ['upstream/db/migrations', 'upstream/db/seed']) {
    for (const file of readdirSync(join(root, dir)).sort())
      hash.update(file).update(readFileSync(join(root, dir, file)));
  }
  for (const file of [
    'src/contracts/catalog.ts',
    'scripts/pglite-snapshot.ts',
    'scripts/postgres-test-templates.ts',
    'node_modules/@electric-sql/pglite/package.json',
  ]) {
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

export default function globalSetup() {
  const dir = join(root, 'node_modules/.cache/codeport-tests');
  const key = snapshotKey();
  const empty = join(dir, `pglite-${key}-empty.tar`);
  const migrated = join(dir, `pglite-${key}.tar`);
  const commerce = join(dir, `pglite-${key}-commerce.tar`);
  const dumps = [empty, migrated, commerce];
  if (!dumps.every((file) => existsSync(file))) {
    mkdirSync(dir, { recursive: true });
    const partial = (file) => `${file}.${process.pid}`;
    execFileSync(
      join(root, 'node_modules/.bin/tsx'),
      [join(root, 'scripts/pglite-snapshot.ts'), ...dumps.map(partial)],
      {
        stdio: 'inherit',
      },
    );
    for (const file of dumps) renameSync(partial(file), file);
  }
  process.env.PGLITE_EMPTY_SNAPSHOT = empty;
  process.env.PGLITE_SNAPSHOT = migrated;
  process.env.PGLITE_COMMERCE_SNAPSHOT = commerce;

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `codeport_template_${key}`;
    execFileSync(
      join(root, 'node_modules/.bin/tsx'),
      [join(root, 'scripts/postgres-test-templates.ts'), url, template, `${template}_commerce`],
      { stdio: 'inherit' },
    );
    process.env.POSTGRES_TEMPLATE = template;
    process.env.POSTGRES_COMMERCE_TEMPLATE = `${template}_commerce`;
  }
}
