import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  rawHeaders: string[];
  body: string;
}

export type Reply =
  | { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number }
  /** Never answers (a hung upstream). */
  | 'hang'
  /** Closes the connection without an answer. */
  | 'reset';

/**
 * A scripted upstream on a real loopback port. nock 15's interceptor closes got 16's
 * request before the reply when a POST has a body ("The server aborted pending request"),
 * so the BFF is tested against real sockets instead — which also makes timeouts, resets
 * and keep-alive real.
 */
export class FakeUpstream {
  readonly requests: Recorded[] = [];
  private readonly replies = new Map<string, Reply[]>();
  private readonly sockets = new Set<import('node:net').Socket>();
  private server?: http.Server;
  url = '';

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** Queues replies for `METHOD /path` (query ignored), used in order. */
  on(method: string, path: string, ...replies: Reply[]): this {
    const key = `${method} ${path}`;
    this.replies.set(key, [...(this.replies.get(key) ?? []), ...replies]);
    return this;
  }

  /** Replies queued but never asked for. */
  pending(): string[] {
    return [...this.replies].filter(([, list]) => list.length > 0).map(([key]) => key);
  }

  reset(): void {
    this.replies.clear();
    this.requests.length = 0;
  }

  last(): Recorded | undefined {
    return this.requests.at(-1);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    this.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, rawHeaders: req.rawHeaders, body: Buffer.concat(chunks).toString('utf8') });
    const key = `${req.method} ${(req.url ?? '').split('?')[0]}`;
    const reply = this.replies.get(key)?.shift();
    if (!reply) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ status: false, message: `no reply for ${key}`, code: 'NOT_FOUND' }));
      return;
    }
    if (reply === 'hang') return;
    if (reply === 'reset') {
      req.socket.destroy();
      return;
    }
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (res.destroyed) return;
    const text = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(text);
  }
}
