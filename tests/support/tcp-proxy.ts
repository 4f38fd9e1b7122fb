// A TCP relay between the service and its database that a test can cut and restore: a
// database that goes down (connections refused, open ones dropped) and comes back.
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones. */
  down(): Promise<void>;
  /** Accepts connections again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
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
        client.pipe(upstream).pipe(client);
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
