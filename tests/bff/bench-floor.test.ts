import type { ServerResponse } from 'node:http';
import { benchFloor } from '@/bff/http/bench-floor';

function call(): { status: number; body: unknown } {
  let status = 0;
  let text = '';
  const res = {
    headersSent: false,
    set statusCode(value: number) {
      status = value;
    },
    setHeader: () => undefined,
    end: (chunk: string) => void (text = chunk),
  } as unknown as ServerResponse;
  benchFloor({} as never, res);
  return { status, body: JSON.parse(text) };
}

describe('the benchmark floor route', () => {
  const before = process.env.BENCH;
  afterEach(() => {
    if (before === undefined) delete process.env.BENCH;
    else process.env.BENCH = before;
  });

  it('is a plain 404 unless the server was started for the benchmark', () => {
    delete process.env.BENCH;
    expect(call()).toEqual({ status: 404, body: { status: false, message: 'Not found.', code: 'ROUTE_NOT_FOUND' } });
    process.env.BENCH = 'true';
    expect(call().status).toBe(404);
  });

  it('answers its static JSON with BENCH=1', () => {
    process.env.BENCH = '1';
    expect(call()).toEqual({ status: 200, body: { status: true } });
  });
});
