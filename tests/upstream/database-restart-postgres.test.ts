import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../../upstream/db/database';

/**
 * A PostgreSQL restart cuts every pooled connection: the server sends a FATAL 57P01 and closes
 * the socket. pg reports that as an 'error' event, and an event nobody listens to ends the
 * process: the upstream died on the first restart of its database (issue 19, found by the
 * fault journey e2e/faults/postgres-restart.spec.ts). Here a stand-in server speaks just
 * enough of the protocol (trust sign-in, an empty answer to every simple query) to cut
 * connections at will, idle in the pool and in use alike.
 */
function message(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
}
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const ready = () => message('Z', Buffer.from('I'));
const adminShutdown = () =>
  message(
    'E',
    Buffer.from('SFATAL\0VFATAL\0C57P01\0Mterminating connection due to administrator command\0\0', 'latin1'),
  );

interface StandIn {
  url: string;
  /** Connections opened so far. */
  opened(): number;
  /** What a fast shutdown does to every open connection. */
  cutAll(): void;
  close(): Promise<void>;
}

async function standInServer(): Promise<StandIn> {
  const open = new Set<Socket>();
  let opened = 0;
  const server: Server = createServer((socket) => {
    opened += 1;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => undefined);
    let started = false;
    let buffered = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        // The startup message has no type byte; every later one does.
        const head = started ? 1 : 0;
        if (buffered.length < head + 4) return;
        const size = buffered.readInt32BE(head) + head;
        if (buffered.length < size) return;
        const type = started ? String.fromCharCode(buffered[0]!) : 'startup';
        buffered = buffered.subarray(size);
        if (type === 'startup') {
          started = true;
          socket.write(Buffer.concat([message('R', int32(0)), ready()]));
        } else if (type === 'Q') {
          socket.write(Buffer.concat([message('C', Buffer.from('SELECT 0\0')), ready()]));
        } else if (type === 'X') {
          socket.end();
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `postgres://codeport@127.0.0.1:${port}/codeport`,
    opened: () => opened,
    cutAll: () => {
      for (const socket of open) socket.end(adminShutdown());
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((r) => setTimeout(r, 10));
};

describe('PostgreSQL connections cut by a server restart', () => {
  let server: StandIn;
  let db: Db;
  const lost: Error[] = [];
  beforeEach(async () => {
    server = await standInServer();
    lost.length = 0;
    db = await openDatabase({ url: server.url, onConnectionLost: (err) => lost.push(err) });
  });
  afterEach(async () => {
    await db.destroy();
    await server.close();
  });

  it('an idle pooled connection cut: the process lives on, the loss is reported, the next query reconnects', async () => {
    await sql`select 1`.execute(db);
    expect(server.opened()).toBe(1);

    server.cutAll();
    await until(() => lost.length > 0);
    expect((lost[0] as Error & { code?: string }).code).toBe('57P01');

    await sql`select 1`.execute(db);
    expect(server.opened()).toBe(2);
  });

  it('a connection cut while a request holds it: its next query fails, the process lives on, the pool reconnects', async () => {
    await db.connection().execute(async (held) => {
      await sql`select 1`.execute(held);
      server.cutAll();
      // The cut arrives between two queries of the holder (no query of its own to fail).
      await new Promise((r) => setTimeout(r, 100));
      await expect(sql`select 1`.execute(held)).rejects.toThrow();
    });

    await sql`select 1`.execute(db);
    expect(server.opened()).toBe(2);
  });
});
