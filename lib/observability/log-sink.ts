import { Writable } from 'node:stream';
import { createLogger } from './request-log';

/** Tests: a JSON request logger whose lines are kept in `lines` instead of going to stdout. */
export function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream, logger: createLogger({ format: 'json', destination: stream }) };
}
