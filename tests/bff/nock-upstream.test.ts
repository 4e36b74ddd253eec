import http from 'node:http';
import { NockUpstream } from './nock-upstream';

/** Listens on the first free port among `ports`; the caller closes the server. */
async function listenOnOneOf(ports: number[]): Promise<{ server: http.Server; port: number }> {
  for (const port of ports) {
    const server = http.createServer((_req, res) => res.end('real'));
    const bound = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (bound) return { server, port };
  }
  throw new Error(`no free port among ${ports.join(', ')}`);
}

function get(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/' }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve(text));
      })
      .on('error', reject);
  });
}

describe('the nock upstream', () => {
  const upstream = new NockUpstream();
  beforeAll(() => upstream.start());
  afterAll(() => upstream.stop());

  // The BFF under test listens on an ephemeral port; one that begins with the mocked
  // upstream's port (4599) must still be reachable (CI once failed on 45995).
  it('lets a loopback server whose port begins with the upstream port through', async () => {
    const { server, port } = await listenOnOneOf([45990, 45991, 45992, 45993, 45994, 45995, 45996, 45997]);
    try {
      expect(await get(port)).toBe('real');
    } finally {
      server.close();
    }
  });

  it('answers the upstream itself from the script', async () => {
    upstream.on('GET', '/api/ping', { status: 200, body: { ok: true } });
    const answer = await fetch(`${upstream.url}/api/ping`);
    expect(await answer.json()).toEqual({ ok: true });
  });
});
