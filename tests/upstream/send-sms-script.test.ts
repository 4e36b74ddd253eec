import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { createTestApp, testDatabases, type TestApp } from './helpers/test-db';
import { makeUser, offerOf } from './helpers/commerce';
import { call } from './helpers/http';

/**
 * scripts/send-sms.ts, the command-line supplier (issue 3 §4 "SMS intake"): run as a real
 * process against a listening upstream, it signs the text like a supplier and the code lands
 * on the activation; a wrong secret is refused.
 */
const run = promisify(execFile);
const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');
const script = path.resolve('scripts/send-sms.ts');

describe('scripts/send-sms.ts', () => {
  let t: TestApp;
  let url: string;
  let dataDir: string;
  beforeAll(async () => {
    // Real clock: the script signs with the current time.
    t = await createTestApp(testDatabases()[0]!, {}, {}, { commerce: true });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'codeport-send-sms-'));
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const send = (args: string[], secret = t.ctx.config.smsIntakeSecret) =>
    run(process.execPath, [tsx, script, ...args], {
      env: { ...process.env, NODE_ENV: 'development', SMS_INTAKE_SECRET: secret, UPSTREAM_DATA_DIR: dataDir },
      timeout: 60_000,
    }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        stdout: error.stdout + error.stderr,
      }),
    );

  it('delivers any text to any number through the signed intake', async () => {
    const u = await makeUser(t, 100_000);
    const o = await offerOf(t.db, 'instagram', 'us');
    const bought = (
      await call(t.app, 'POST', '/api/activation/buy', {
        token: u.token,
        body: { service_id: o.serviceId, country_id: o.countryId },
      })
    ).body.activation;
    const result = await send([
      '--phone',
      bought.phone,
      '--from',
      'Instagram',
      '--text',
      'Use 604-211 to verify your Instagram account',
      '--url',
      url,
    ]);
    expect(result.code).toBe(0);
    const [status, ...json] = result.stdout.trim().split(' ');
    expect(status).toBe('200');
    expect(JSON.parse(json.join(' '))).toMatchObject({
      matched: true,
      target: { type: 'activation', id: bought.id },
      code: '604211',
    });
    const list = await call(t.app, 'GET', '/api/user/active-numbers', { token: u.token });
    expect(list.body.numbers.data[0]).toMatchObject({
      id: bought.id,
      status: 'code_received',
      messages: [expect.objectContaining({ from: 'Instagram', code: '604211' })],
    });
  }, 90_000);

  it('fails with the 401 when the secret is wrong, and explains its usage without arguments', async () => {
    const forged = await send(
      ['--phone', '+15550000000', '--text', 'code 1234', '--url', url],
      'a-wrong-secret-of-32-characters!!',
    );
    expect(forged.code).toBe(1);
    expect(forged.stdout).toMatch(/^401 /);
    const usage = await send(['--url', url]);
    expect(usage.code).toBe(2);
    expect(usage.stdout).toMatch(/usage: .*send-sms\.ts --phone/);
  }, 90_000);
});
