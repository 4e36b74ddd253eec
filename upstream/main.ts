import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/startup';
import { buildApp } from './server/app';
import { createContext, createLogger, type Publish } from './server/context';
import { startCommerceWorkers } from './commerce/workers';
import { startWebhookSender } from './developer/webhooks/sender-loop';
import { startRetention } from './platform/retention';
import type { TrustProxy } from './server/trust-proxy';
import type { Logger } from 'pino';

/**
 * `npx tsx upstream/main.ts`: the embedded reference upstream. Opens the database
 * (PGlite in the data dir, or DATABASE_URL), migrates, seeds an empty database, starts
 * the embedded realtime server when present, then serves HTTP until SIGTERM/SIGINT.
 */

interface RealtimeHandle {
  port: number;
  close(): Promise<void> | void;
}
interface RealtimeServerModule {
  startRealtimeServer(options: {
    host: string;
    port: number;
    apps: { id: string; key: string; secret: string }[];
    trustProxy: TrustProxy;
    signinTimeout: number;
  }): Promise<RealtimeHandle>;
}
interface PublisherModule {
  createPublisher(options: { url: string; appId: string; key: string; secret: string; log?: Logger }): Publish;
}

/** The realtime engineer's modules load only when they exist, so this file runs at every stage. */
async function optionalModule<T>(relative: string): Promise<T | null> {
  const file = path.join(__dirname, `${relative}.ts`);
  if (!existsSync(file)) return null;
  return (await import(file)) as T;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const db = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionLost: (err) => log.warn({ err }, 'database: a pooled connection was lost; the next query reconnects'),
  });
  // Any number of processes may start at once on one PostgreSQL: one migrates and seeds at a time.
  const { applied, seeded } = await prepareDatabase(db, { argon2: config.argon2, demoAccounts: config.demoAccounts });
  if (applied.length) log.info({ applied }, 'migrations applied');
  if (seeded) log.info('empty database seeded with demo data');

  let realtime: RealtimeHandle | null = null;
  const rtServer = config.realtime.enabled ? await optionalModule<RealtimeServerModule>('realtime/server') : null;
  if (rtServer) {
    const { host, port, appId: id, key, secret } = config.realtime;
    realtime = await rtServer.startRealtimeServer({
      host,
      port,
      apps: [{ id, key, secret }],
      trustProxy: config.trustProxy,
      // Pusher's "enforce user authentication": a socket must sign in as its user within 30 s,
      // or it could keep a private channel open past its session's revocation.
      signinTimeout: 30,
    });
    log.info({ port: realtime.port }, 'realtime server listening');
  }
  const publisher = await optionalModule<PublisherModule>('realtime/publisher');
  const publish = publisher?.createPublisher({
    url: config.realtime.publishUrl,
    appId: config.realtime.appId,
    key: config.realtime.key,
    secret: config.realtime.secret,
    // Its "realtime: published" lines are how support sees what reached a user's channel.
    log,
  });

  const ctx = createContext({ db, config, log, publish });
  const app = await buildApp(ctx);
  await app.listen({ host: config.host, port: config.port });
  const stopWorkers = startCommerceWorkers(ctx);
  log.info({ demoSupplier: config.demoSupplier, demoGateway: config.demoGateway }, 'commerce workers started');
  const stopWebhooks = startWebhookSender(ctx);
  // Deletes operational rows past their keeping, every 10 minutes (platform/retention-rules.ts).
  const stopRetention = startRetention(ctx);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await stopWorkers();
      await stopWebhooks();
      await stopRetention();
      await app.close();
      await realtime?.close();
      await db.destroy();
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
