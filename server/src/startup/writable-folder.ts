// Makes sure a folder the service writes to exists and is writable before it listens, so
// a wrong setting stops the start instead of turning every later write into a 500.
import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from './start-failure';

export function ensureWritableFolder(folder: string, setting: string): void {
  const probe = path.join(folder, `.write-check-${process.pid}`);
  try {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'error';
    throw new StartupError(
      `cannot write to ${setting} ${folder} (${code}): make it a folder this user can write to, or set ${setting} to another.`,
    );
  }
}
