import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { replyText, ScriptedUpstream } from './scripted-upstream';

/**
 * A scripted upstream on a real loopback port, for what only a socket shows: a hung
 * upstream against the BFF's deadlines, a reset or refused connection, keep-alive reuse.
 * Everything else is tested against nock (nock-upstream.ts).
 */
export class FakeUpstream extends ScriptedUpstream {
  private readonly sockets = new Set<Socket>();
  private server?: http.Server;
  /** TCP connections the BFF opened, to see keep-alive at work. */
  connections = 0;

  /** Listens on `port` (0: any free one); starting again on the old port brings it back. */
  async start(port = 0): Promise<string> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.connections += 1;
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const reply = this.take({
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      rawHeaders: req.rawHeaders,
      body: Buffer.concat(chunks).toString('utf8'),
    });
    if (reply === 'hang') return;
    if (reply === 'reset') {
      req.socket.destroy();
      return;
    }
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (res.destroyed) return;
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(replyText(reply.body));
  }
}
