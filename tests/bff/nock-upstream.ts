import nock from 'nock';
import { replyText, ScriptedUpstream } from './scripted-upstream';

/** Where the BFF believes the upstream is; nothing listens there, nock answers instead. */
const UPSTREAM_HOST = '127.0.0.1:4599';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

type NockReply = readonly [number, string, Record<string, string>];

/**
 * The upstream as nock interceptors, scripted per `METHOD /path`.
 *
 * Every reply carries Content-Length. Without it @mswjs/interceptors 0.44 (under nock 15)
 * treats a mocked answer as close-delimited and ends the mock socket; when got 16 is still
 * finishing a POST body, the socket closes before the response is complete and got reports
 * "The server aborted pending request" (ECONNRESET). A framed answer never ends the socket,
 * and a real upstream frames its JSON the same way. See tests/bff/README.md.
 */
export class NockUpstream extends ScriptedUpstream {
  url = `http://${UPSTREAM_HOST}`;

  async start(): Promise<string> {
    // Only the upstream is mocked: the test browser still reaches the BFF over loopback.
    // An exact match: `includes` also caught a BFF that happened to listen on 45990-45999.
    nock.enableNetConnect((host) => host !== UPSTREAM_HOST);
    const scope = nock(this.url).persist();
    for (const method of METHODS) scope.intercept(() => true, method).reply((request: Request) => this.handle(request));
    return this.url;
  }

  async stop(): Promise<void> {
    nock.cleanAll();
    nock.enableNetConnect();
    nock.restore();
  }

  private async handle(request: Request): Promise<NockReply> {
    const url = new URL(request.url);
    const reply = this.take({
      method: request.method,
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      rawHeaders: [...request.headers].flat(),
      body: await request.text(),
    });
    if (reply === 'reset') throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    if (reply === 'hang') throw new Error("'hang' needs a real socket: startHarness({}, { socket: true })");
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    const text = replyText(reply.body);
    return [
      reply.status,
      text,
      { 'content-type': 'application/json', ...reply.headers, 'content-length': String(Buffer.byteLength(text)) },
    ];
  }
}
