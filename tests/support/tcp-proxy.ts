// A TCP relay between a client and a server that a test can cut and restore (a database
// that goes down, connections refused and open ones dropped, and comes back), or slow down
// on its way to the server (an upload over a slow link, its progress seen as the bytes go).
import net from 'node:net';
import { Transform } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones. */
  down(): Promise<void>;
  /** Accepts connections again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/** Passes on at most `bytesPerSecond`, in slices of a tenth of a second's worth or less. */
function throttle(bytesPerSecond: number): Transform {
  const slice = Math.max(1, Math.round(bytesPerSecond / 10));
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      void (async () => {
        for (let start = 0; start < chunk.length; start += slice) {
          const part = chunk.subarray(start, start + slice);
          this.push(part);
          await sleep((part.length * 1000) / bytesPerSecond);
        }
        done();
      })();
    },
  });
}

export async function startTcpProxy(
  targetHost: string,
  targetPort: number,
  options: { upstreamBytesPerSecond?: number } = {},
): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        const rate = options.upstreamBytesPerSecond;
        (rate ? client.pipe(throttle(rate)) : client).pipe(upstream).pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as net.AddressInfo).port;
        server = next;
        resolve();
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  await listen();
  return { port, down, up: listen, close: down };
}
