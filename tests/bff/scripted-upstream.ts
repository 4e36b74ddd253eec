import type http from 'node:http';

export interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  rawHeaders: string[];
  body: string;
}

export type Reply =
  | { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number }
  /** Never answers (a hung upstream); needs a real socket (FakeUpstream). */
  | 'hang'
  /** Closes the connection without an answer. */
  | 'reset';

/**
 * What a handler test scripts and inspects, whether nock (NockUpstream) or a real loopback
 * server (FakeUpstream) answers: replies queued per `METHOD /path`, every request recorded.
 */
export abstract class ScriptedUpstream {
  readonly requests: Recorded[] = [];
  private readonly replies = new Map<string, Reply[]>();
  url = '';

  abstract start(): Promise<string>;
  abstract stop(): Promise<void>;

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

  /** Records a request and takes its scripted reply; unscripted calls get this answer. */
  protected take(request: Recorded): Reply {
    this.requests.push(request);
    const key = `${request.method} ${request.url.split('?')[0]}`;
    return (
      this.replies.get(key)?.shift() ?? {
        status: 404,
        body: { status: false, message: `no reply for ${key}`, code: 'NOT_FOUND' },
      }
    );
  }
}

export function replyText(body: unknown): string {
  return body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
}
