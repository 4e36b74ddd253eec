import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { allRoutes } from '@contracts/all-routes';
import { defineRoute, successStatusesOf } from '@contracts/route';
import { registerRoute } from '../../upstream/server/register-route';
import { createTestApp, testDatabases, type TestApp } from './helpers/test-db';
import { call } from './helpers/http';

/**
 * A route's success statuses live in its contract (`successStatuses`): a purchase answers 201
 * and its replay 200, a queued webhook delivery 202. The reference and the OpenAPI document print
 * them, and the upstream holds its handlers to them outside production.
 */
const answer = z.object({ status: z.literal(true) });
const undeclared = defineRoute({
  id: 'test.undeclared-201',
  method: 'POST',
  path: '/api/test/undeclared-201',
  auth: 'guest',
  response: answer,
  summary: 'Answers 201 without declaring it.',
});
const declared = defineRoute({ ...undeclared, id: 'test.declared-201', path: '/api/test/declared-201' });

describe.each(testDatabases())('success statuses on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      database,
      {},
      {
        plugins: [
          (app, ctx) => {
            for (const route of [undeclared, { ...declared, successStatuses: [201] as const }])
              registerRoute(app, ctx, route, ({ reply }) => {
                void reply.status(201);
                return { status: true as const };
              });
          },
        ],
      },
    );
  }, 120_000);
  afterAll(() => t.close());

  it('fails a success under a status its contract does not declare, outside production', async () => {
    const refused = await call(t.app, 'POST', '/api/test/undeclared-201');
    expect([refused.status, refused.body.code]).toEqual([500, 'SERVER_ERROR']);
    expect(refused.body.message).toMatch(/Status 201 of test\.undeclared-201 is not in its contract/);
    const answered = await call(t.app, 'POST', '/api/test/declared-201');
    expect([answered.status, answered.body]).toEqual([201, { status: true }]);
  });
});

describe('docs/api-reference.md', () => {
  const reference = readFileSync(path.resolve(__dirname, '../../docs/api-reference.md'), 'utf8');
  /** The reference's section of one route: from its heading to the next. */
  const sectionOf = (method: string, routePath: string) => {
    const start = reference.indexOf(`### ${method} \`${routePath}\`\n`);
    const next = reference.indexOf('\n### ', start + 1);
    return start < 0 ? '' : reference.slice(start, next < 0 ? undefined : next);
  };

  it("prints each route's success statuses as its contract declares them", () => {
    for (const route of allRoutes) {
      const section = sectionOf(route.method, route.path);
      expect([route.id, /\*\*Response \(([\d, ]+)\)\*\*/.exec(section)?.[1]]).toEqual([
        route.id,
        successStatusesOf(route).join(', '),
      ]);
    }
    const byId = (id: string) => allRoutes.find((r) => r.id === id)!;
    expect(successStatusesOf(byId('activations.buy'))).toEqual([201, 200]);
    expect(successStatusesOf(byId('rent.extend'))).toEqual([201, 200]);
    expect(successStatusesOf(byId('webhooks.create'))).toEqual([201]);
    expect(successStatusesOf(byId('webhooks.test'))).toEqual([202]);
  });
});
