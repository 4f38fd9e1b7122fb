// Starts the built service (`npm run build` first) on a free port with a fresh database of
// demo content, for scripts that measure or capture the real site; stop() removes it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface BuiltService {
  origin: string;
  stop(): void;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export async function startBuiltService(): Promise<BuiltService> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-built-'));
  const service = spawn(process.execPath, ['--max-semi-space-size=2', 'build/server/main.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    service.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // The first start renders the demo media, which takes a while on a small machine.
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error('the built service did not start');
}
