import { createHmac } from 'node:crypto';
import WebSocket from 'ws';
import { type RealtimeServerOptions, startRealtimeServer } from '../../upstream/realtime/server';

export const testApp = { id: 'test-app', key: 'test-key', secret: 'test-secret-0123456789abcdef' };

export function startTestServer(options: Partial<RealtimeServerOptions> = {}) {
  return startRealtimeServer({ port: 0, apps: [testApp], ...options });
}

/** Computed here from the secret, independently of the server's own code. */
export function channelAuth(socketId: string, channel: string, secret = testApp.secret, key = testApp.key): string {
  return `${key}:${createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex')}`;
}

export interface Received {
  event: string;
  channel?: string;
  data: unknown;
  /** `data` exactly as it came on the wire (a JSON string for most events). */
  rawData: unknown;
}

/** A bare `ws` client speaking the protocol by hand, for what pusher-js never sends. */
export class RawClient {
  private readonly queue: Received[] = [];
  private readonly waiters: Array<{ test: (m: Received) => boolean; resolve: (m: Received) => void }> = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const parsed = JSON.parse(raw.toString()) as { event: string; channel?: string; data: unknown };
      let data = parsed.data;
      if (typeof data === 'string') {
        try {
          data = JSON.parse(data);
        } catch {
          // Keep non-JSON strings as they are.
        }
      }
      const message: Received = { event: parsed.event, channel: parsed.channel, data, rawData: parsed.data };
      const index = this.waiters.findIndex((w) => w.test(message));
      if (index >= 0) this.waiters.splice(index, 1)[0]!.resolve(message);
      else this.queue.push(message);
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  static open(
    port: number,
    path = `/app/${testApp.key}?protocol=7&client=js&version=8.6.0`,
    headers: Record<string, string> = {},
  ): Promise<RawClient> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers });
    const client = new RawClient(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  /** Opens and waits for connection_established; returns the client and its socket id. */
  static async connect(port: number): Promise<{ client: RawClient; socketId: string }> {
    const client = await RawClient.open(port);
    const established = await client.next('pusher:connection_established');
    return { client, socketId: (established.data as { socket_id: string }).socket_id };
  }

  next(event: string | ((m: Received) => boolean), timeoutMs = 2000): Promise<Received> {
    const test = typeof event === 'string' ? (m: Received) => m.event === event : event;
    const index = this.queue.findIndex(test);
    if (index >= 0) return Promise.resolve(this.queue.splice(index, 1)[0]!);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${String(event)}`)), timeoutMs);
      this.waiters.push({
        test,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  /** Everything received and not yet consumed by next(). */
  pending(): Received[] {
    return [...this.queue];
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' || Buffer.isBuffer(message) ? message : JSON.stringify(message));
  }

  async subscribe(channel: string, auth?: string): Promise<Received> {
    this.send({ event: 'pusher:subscribe', data: { channel, ...(auth ? { auth } : {}) } });
    return this.next((m) => m.channel === channel && /subscription_(succeeded|error)$/.test(m.event));
  }

  close(): void {
    this.ws.close();
  }
}
