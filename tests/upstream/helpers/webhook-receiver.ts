import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP receiver on 127.0.0.1 for webhook tests: /ok answers 204, /fail 500,
 * /redirect 302 to /ok, /hang never answers. Records every request it reads.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body });
      if (path === '/hang') return;
      if (path === '/fail') return void res.writeHead(500).end('nope');
      if (path === '/redirect') return void res.writeHead(302, { location: '/ok' }).end();
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
