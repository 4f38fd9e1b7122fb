// Talks HTTP/1.1 over a plain socket, so tests can send what a browser never would: a
// body cut short, a request that stalls, a connection dropped mid-upload.
import net from 'node:net';

export interface RawAnswer {
  /** 0 when the service closed the connection without answering. */
  status: number;
  body: string;
}

/**
 * Writes `head` and `body` (the body may be shorter than its Content-Length) and reads
 * until the service answers and closes, or `waitMs` passes (status 0 then as well).
 */
export function rawRequest(
  port: number,
  head: string,
  body: Buffer | string = '',
  options: { waitMs?: number; endAfterWrite?: boolean } = {},
): Promise<RawAnswer & { timedOut: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (timedOut: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const split = text.indexOf('\r\n\r\n');
      resolve({ status, body: split < 0 ? '' : text.slice(split + 4), timedOut });
    };
    const timer = setTimeout(() => finish(true), options.waitMs ?? 5000);
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      // One answer is all a test needs; stop once its declared length has arrived.
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, split))?.[1];
      if (split >= 0 && length !== undefined && text.length - split - 4 >= Number(length)) {
        finish(false);
      }
    });
    socket.on('close', () => finish(false));
    socket.on('error', () => finish(false));
    socket.write(head.replace(/\n/g, '\r\n') + '\r\n');
    if (body.length > 0) socket.write(body);
    if (options.endAfterWrite) socket.end();
  });
}

/** Sends the head and part of the body, then closes the socket: a visitor gone mid-upload. */
export function abortedUpload(port: number, head: string, partialBody: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head.replace(/\n/g, '\r\n') + '\r\n');
      socket.write(partialBody, () => setTimeout(() => socket.destroy(), 50));
    });
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
  });
}
