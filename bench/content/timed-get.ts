// One GET as a browser sends it (compressed answers accepted, one kept-alive connection),
// timed to its first byte and to its last, every byte read. Anything but 200 is an error,
// so a figure never stands for a refusal.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

export interface TimedAnswer {
  /** Milliseconds until the status line arrived, and until the last byte did. */
  firstByteMs: number;
  totalMs: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (compressed when the service compressed it). */
  body: Buffer;
}

export function timedGet(url: string): Promise<TimedAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent, headers: { 'accept-encoding': 'br, gzip', accept: '*/*' } },
      (response) => {
        const firstByteMs = performance.now() - started;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const totalMs = performance.now() - started;
          if (response.statusCode !== 200) {
            reject(new Error(`${url} answered ${response.statusCode}`));
            return;
          }
          resolve({ firstByteMs, totalMs, headers: response.headers, body: Buffer.concat(chunks) });
        });
      },
    );
    request.on('error', reject);
  });
}

/** The body as text, undoing the service's compression. */
export function decodedText(answer: TimedAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

/** Ends the kept-alive connections, so the process can exit. */
export const closeConnections = () => agent.destroy();
