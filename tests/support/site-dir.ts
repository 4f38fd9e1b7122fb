// A site folder holding only the app shell, for service tests that need pages but not
// the built site's files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function siteDirWithShell(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-shell-'));
  fs.copyFileSync(path.resolve('index.html'), path.join(dir, 'index.html'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
