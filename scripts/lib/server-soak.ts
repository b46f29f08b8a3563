/**
 * Clients that go away: requests for files of every size and encoding, abandoned at every point of
 * the response (once sent, once the headers arrive, after some of the body), closed with FIN or
 * RST, read or left unread. What the server holds (open descriptors, resident memory) is read
 * from /proc before and after. Used by tests/build/server.test.ts and `npm run bench:server`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';

type AbortPoint = 'request-sent' | 'headers' | 'mid-body';
type AbortWay = 'fin' | 'rst';

export interface AbortCase {
  target: string;
  encoding: 'br' | 'gzip' | 'identity';
  at: AbortPoint;
  way: AbortWay;
  /** Whether the client reads what arrives, or leaves it unread (the server meets backpressure). */
  reads: boolean;
}

export interface ProcessHold {
  descriptors: number;
  rssBytes: number;
}

export function holdOf(pid: number): ProcessHold {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return {
    descriptors: readdirSync(`/proc/${pid}/fd`).length,
    rssBytes: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024,
  };
}

/** Every combination of point, way and reading, for each target in each encoding. */
export function abortCases(targets: string[]): AbortCase[] {
  return targets.flatMap((target) =>
    (['br', 'gzip', 'identity'] as const).flatMap((encoding) =>
      (['request-sent', 'headers', 'mid-body'] as const).flatMap((at) =>
        (['fin', 'rst'] as const).flatMap((way) =>
          [true, false].map((reads) => ({ target, encoding, at, way, reads })),
        ),
      ),
    ),
  );
}

function close(socket: Socket, way: AbortWay): void {
  if (way === 'rst') socket.resetAndDestroy();
  else socket.destroy();
}

/** One request, abandoned as the case says. Resolves once the socket is closed on our side. */
function abandonRequest(port: number, { target, encoding, at, way, reads }: AbortCase): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.once('close', () => resolve());
    // A guard, not a measure: a server that never answers must not hang the run.
    socket.setTimeout(15_000, () => socket.destroy());
    let received = 0;
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
      const headersDone = chunk.includes('\r\n\r\n');
      // An unread client takes one chunk, then stops reading: the rest backs up in the server.
      if (!reads) socket.pause();
      if (at === 'headers' && headersDone) close(socket, way);
      else if (at === 'mid-body' && received > 0) close(socket, way);
    });
    // A small file arrives whole in one chunk; the server has nothing left to release then.
    socket.once('end', () => socket.destroy());
    socket.once('connect', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: ${encoding}\r\n\r\n`);
      if (at === 'request-sent') close(socket, way);
    });
  });
}

/** Sends `rounds` rounds of every case, `concurrency` at a time. */
export async function abandonMany(port: number, cases: AbortCase[], rounds: number, concurrency = 50): Promise<number> {
  const queue = Array.from({ length: rounds }, () => cases).flat();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let item = queue[next++]; item; item = queue[next++]) await abandonRequest(port, item);
    }),
  );
  return queue.length;
}

export type SlowClient = 'idle' | 'trickling' | 'keep-alive';

/**
 * Seconds until the server lets go of a client that connects and sends nothing (idle), sends its
 * request head a byte a second (trickling), or sends one request and then nothing (keep-alive).
 */
export function secondsHeld(port: number, client: SlowClient): Promise<number> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let drip: NodeJS.Timeout | undefined;
    socket.on('error', () => {});
    socket.on('data', () => {});
    socket.once('connect', () => {
      if (client === 'keep-alive') socket.write('GET /faq HTTP/1.1\r\nHost: localhost\r\n\r\n');
      if (client === 'trickling') {
        const head = 'GET /faq HTTP/1.1\r\nHost: localhost\r\nX-Slow: '.padEnd(200, 'a');
        let sent = 0;
        drip = setInterval(() => socket.write(head[sent++ % head.length] ?? ''), 1000);
      }
    });
    socket.once('close', () => {
      clearInterval(drip);
      resolve((performance.now() - started) / 1000);
    });
  });
}
