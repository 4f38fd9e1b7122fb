// Starting the real entry (server/src/main.ts) as a child process with settings it cannot
// work with: each stops with a non-zero exit and one line on stderr saying what is wrong
// and what to do, never a stack trace and never a service that "runs" but cannot work.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_MEDIA_DIR } from '@tests/support/test-media-dir';

interface Exit {
  code: number | null;
  stderr: string;
}

const asRoot = process.getuid?.() === 0;

function startService(env: Record<string, string>, options: { asNobody?: boolean } = {}) {
  return new Promise<Exit>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: {
        PATH: process.env.PATH,
        HOME: os.tmpdir(),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        MEDIA_DIR: TEST_MEDIA_DIR,
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
      ...(options.asNobody && asRoot ? { uid: 65534, gid: 65534 } : {}),
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

function expectOneLine(exit: Exit, ...words: (string | RegExp)[]): void {
  expect(exit.code).not.toBe(0);
  expect(exit.code).not.toBeNull();
  const lines = exit.stderr.trim().split('\n');
  expect(lines, exit.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^parvaz: /);
  expect(lines[0]).not.toMatch(/\bat .*:\d+:\d+/);
  for (const word of words) expect(lines[0]).toMatch(word);
}

const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

// The child processes do not depend on the test project's database; run them once.
const once = process.env.PARVAZ_TEST_DB !== 'postgres';

describe.runIf(once)('starting the service with settings it cannot work with', () => {
  let scratch: string;
  const dir = (name: string) => {
    const folder = path.join(scratch, name);
    fs.mkdirSync(folder, { recursive: true });
    return folder;
  };

  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-start-'));
    fs.chmodSync(scratch, 0o755);
  });
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('PORT=abc', async () => {
    expectOneLine(await startService({ PORT: 'abc', DATA_DIR: dir('port') }), /PORT/);
  });

  it('a malformed DATABASE_URL', async () => {
    const exit = await startService({
      DATA_DIR: dir('url'),
      DATABASE_URL: 'postgres://user@:port/db',
    });
    expectOneLine(exit, /DATABASE_URL/, /not a valid URL/);
  });

  it('an unreachable PostgreSQL', async () => {
    const exit = await startService({
      DATA_DIR: dir('unreachable'),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${await closedPort()}/parvaz`,
    });
    expectOneLine(exit, /cannot reach the PostgreSQL database/, /ECONNREFUSED/, /DATABASE_URL/);
  });

  it('a damaged SQLite file', async () => {
    const dataDir = dir('corrupt');
    fs.writeFileSync(path.join(dataDir, 'parvaz.sqlite'), Buffer.alloc(8192, 'not a database'));
    const exit = await startService({ DATA_DIR: dataDir });
    expectOneLine(exit, /parvaz\.sqlite is damaged or is not a database/, /backup/);
  });

  it('a data folder that cannot be created', async () => {
    const file = path.join(scratch, 'a-file');
    fs.writeFileSync(file, '');
    const exit = await startService({ DATA_DIR: path.join(file, 'data') });
    expectOneLine(exit, /cannot write to DATA_DIR/, /ENOTDIR/);
  });

  it('a data folder this user cannot write to', async () => {
    const dataDir = dir('read-only-data');
    if (!asRoot) fs.chmodSync(dataDir, 0o555);
    const exit = await startService({ DATA_DIR: dataDir }, { asNobody: true });
    expectOneLine(exit, /cannot write to DATA_DIR/, /EACCES/);
  });

  it('an uploads folder this user cannot write to', async () => {
    const dataDir = dir('uploads-data');
    const uploads = dir('read-only-uploads');
    if (asRoot) fs.chownSync(dataDir, 65534, 65534);
    else fs.chmodSync(uploads, 0o555);
    const exit = await startService(
      { DATA_DIR: dataDir, UPLOADS_DIR: uploads },
      { asNobody: true },
    );
    expectOneLine(exit, /cannot write to UPLOADS_DIR/, /EACCES/);
  });

  it('a port already in use', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const exit = await startService({ DATA_DIR: dir('busy-port'), PORT: String(port) });
      expectOneLine(exit, new RegExp(`port ${port} on 127.0.0.1 is already in use`), /PORT/);
    } finally {
      blocker.close();
    }
  }, 120_000);
});
