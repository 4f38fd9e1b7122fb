// The W3C Nu HTML Checker (npm `vnu-jar`), run with Java over HTML documents. Returns its
// messages by document name; `errorsOnly` leaves out warnings and notes.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

const require = createRequire(import.meta.url);
const VNU_JAR = path.join(
  path.dirname(require.resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

export async function checkHtml(
  documents: Record<string, string>,
  options: { errorsOnly?: boolean } = {},
): Promise<Record<string, NuMessage[]>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-vnu-'));
  const files = Object.entries(documents).map(([name, html], index) => {
    const file = path.join(dir, `${index}.html`);
    fs.writeFileSync(file, html);
    return { name, file };
  });
  try {
    const args = ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always'];
    if (options.errorsOnly) args.push('--errors-only');
    const { stdout, stderr } = await promisify(execFile)(
      'java',
      [...args, ...files.map((f) => f.file)],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const report = JSON.parse(stdout || stderr) as { messages: (NuMessage & { url: string })[] };
    const byName: Record<string, NuMessage[]> = Object.fromEntries(files.map((f) => [f.name, []]));
    for (const message of report.messages) {
      const source = files.find((f) => message.url.endsWith(`/${path.basename(f.file)}`));
      byName[source?.name ?? message.url]?.push(message);
    }
    return byName;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
