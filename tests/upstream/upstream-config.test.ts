import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../upstream/config';

/**
 * Issue 3 §3–5 configuration promises: the embedded run needs nothing set and turns the demo
 * supplier, demo gateway and development endpoints on; production turns them off and refuses
 * to start without real secrets; DATABASE_URL selects PostgreSQL; a publish URL points
 * realtime at Pusher Channels, soketi or Reverb instead of the embedded server.
 */
const secret = 's'.repeat(32);
const productionSecrets = { PUSHER_APP_SECRET: secret, SMS_INTAKE_SECRET: secret, PAYMENT_WEBHOOK_SECRET: secret };

describe('upstream configuration', () => {
  it('runs the embedded product with nothing set: PGlite, embedded realtime, demo supplier and gateway, dev outbox', () => {
    const c = loadConfig({}, { inMemory: true });
    expect(c).toMatchObject({
      env: 'development',
      databaseUrl: undefined,
      dataDir: undefined,
      demoSupplier: true,
      demoGateway: true,
      demoAccounts: true,
      devEndpoints: true,
      activationCancelLockMs: 2 * 60_000,
      realtime: { enabled: true, port: 6001, publishUrl: 'http://127.0.0.1:6001' },
    });
    expect(c.smsIntakeSecret.length).toBeGreaterThanOrEqual(32);
    expect(c.paymentWebhookSecret).not.toBe(c.smsIntakeSecret);
  });

  it('turns every demo part off in production and refuses to start without real secrets', () => {
    const c = loadConfig({ NODE_ENV: 'production', ...productionSecrets }, { inMemory: true });
    expect(c).toMatchObject({
      env: 'production',
      demoSupplier: false,
      demoGateway: false,
      demoAccounts: false,
      devEndpoints: false,
      smsIntakeSecret: secret,
    });
    expect(() => loadConfig({ NODE_ENV: 'production', PUSHER_APP_SECRET: secret }, { inMemory: true })).toThrow(
      /production requires SMS_INTAKE_SECRET, PAYMENT_WEBHOOK_SECRET/,
    );
    expect(() =>
      loadConfig(
        { NODE_ENV: 'production', ...productionSecrets, ACTIVATION_CANCEL_LOCK_SECONDS: '5' },
        { inMemory: true },
      ),
    ).toThrow(/never production/);
    // Demo parts invent identities, codes and money: production refuses each, by name.
    for (const name of ['DEV_ENDPOINTS', 'DEMO_SUPPLIER', 'DEMO_GATEWAY', 'DEMO_ACCOUNTS'])
      expect(() =>
        loadConfig({ NODE_ENV: 'production', ...productionSecrets, [name]: 'on' }, { inMemory: true }),
      ).toThrow(new RegExp(`${name} must be off in production`));
    expect(
      loadConfig({ NODE_ENV: 'production', ...productionSecrets, DEV_ENDPOINTS: 'off' }, { inMemory: true })
        .devEndpoints,
    ).toBe(false);
  });

  it('selects PostgreSQL only for a postgres:// URL and refuses any other database URL', () => {
    const pg = loadConfig({ DATABASE_URL: 'postgresql://app@db.internal:5432/codeport' }, { inMemory: true });
    expect(pg.databaseUrl).toBe('postgresql://app@db.internal:5432/codeport');
    expect(pg.dataDir).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: '' }, { inMemory: true }).databaseUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_URL: 'mysql://app@db/codeport' }, { inMemory: true })).toThrow(
      /DATABASE_URL must be a postgres/,
    );
  });

  it('points realtime at an external Pusher-compatible service when a publish URL is set', () => {
    const c = loadConfig(
      {
        REALTIME_PUBLISH_URL: 'https://api-eu.pusher.com/',
        PUSHER_APP_ID: '1234',
        PUSHER_APP_KEY: 'live-key',
        PUSHER_APP_SECRET: secret,
      },
      { inMemory: true },
    );
    expect(c.realtime).toMatchObject({
      enabled: false,
      publishUrl: 'https://api-eu.pusher.com',
      appId: '1234',
      key: 'live-key',
      secret,
    });
  });

  it('keeps generated development secrets in the data directory, so signatures survive a restart', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'codeport-config-'));
    try {
      const first = loadConfig({ UPSTREAM_DATA_DIR: dir });
      const second = loadConfig({ UPSTREAM_DATA_DIR: dir });
      expect(second.smsIntakeSecret).toBe(first.smsIntakeSecret);
      expect(second.paymentWebhookSecret).toBe(first.paymentWebhookSecret);
      expect(second.realtime.secret).toBe(first.realtime.secret);
      const file = path.join(dir, 'secrets.json');
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ SMS_INTAKE_SECRET: first.smsIntakeSecret });
      expect(statSync(file).mode & 0o077).toBe(0);
      // An explicit secret wins over the stored one.
      expect(loadConfig({ UPSTREAM_DATA_DIR: dir, SMS_INTAKE_SECRET: secret }).smsIntakeSecret).toBe(secret);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names every invalid variable instead of starting half-configured', () => {
    expect(() => loadConfig({ UPSTREAM_PORT: 'eighty', DEMO_SUPPLIER: 'sometimes' }, { inMemory: true })).toThrow(
      /UPSTREAM_PORT[\s\S]*DEMO_SUPPLIER/,
    );
  });
});
