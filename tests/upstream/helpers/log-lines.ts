import { Writable } from 'node:stream';
import pino from 'pino';

export type LogLine = Record<string, unknown>;

/** The upstream's pino output, parsed line by line, as a log shipper would read stdout. */
export function captureLog(): { lines: LogLine[]; log: pino.Logger } {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { lines, log: pino({ level: 'info' }, sink) };
}
