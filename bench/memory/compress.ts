// `npm run bench:compress`: what the service's memory settings cost where every fresh page of
// memory costs a fault. Renders a few pages on the built service (demo content), then
// compresses them both ways as the page cache does, in a child launched by scripts/serve.sh:
// once with its settings, once with a bound of 128 KB for both glibc's mappings and its trim
// (freed blocks of 128 KB or more returned to the system at once). Prints each one's time a
// page at the median and the 99th percentile, and its page faults a page.
// Needs the built site and service (`npm run build`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltService } from '../../scripts/built-service';
import { childOutput } from './child-output';

const PAGES = ['/blog-list?search=%D9%BE%D8%B1%D9%88%D8%A7%D8%B2', '/en/blog-list', '/ar/about'];

const SETTINGS: Record<string, Record<string, string>> = {
  'scripts/serve.sh': {},
  'mappings and trim from 128 KB': {
    MALLOC_MMAP_THRESHOLD_: '131072',
    MALLOC_TRIM_THRESHOLD_: '131072',
  },
};

interface Figures {
  p50: number;
  p99: number;
  faults: number;
}

async function renderedPages(dir: string): Promise<string[]> {
  const service = await startBuiltService();
  try {
    return await Promise.all(
      PAGES.map(async (address, i) => {
        const answer = await fetch(`${service.origin}${address}`);
        if (!answer.ok) throw new Error(`${address} answered ${answer.status}`);
        const file = path.join(dir, `page-${i}.html`);
        fs.writeFileSync(file, Buffer.from(await answer.arrayBuffer()));
        return file;
      }),
    );
  } finally {
    service.stop();
  }
}

function compressIn(files: string[], memory: Record<string, string>): Promise<Figures> {
  const {
    MALLOC_MMAP_THRESHOLD_: _mmap,
    MALLOC_TRIM_THRESHOLD_: _trim,
    ...inherited
  } = process.env;
  return childOutput('bench/memory/compress-child.ts', {
    ...inherited,
    ...memory,
    COMPRESS_PAGES: files.join(':'),
  }).then((printed) => JSON.parse(printed) as Figures);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-bench-compress-'));
try {
  const files = await renderedPages(dir);
  const sizes = files.map((file) => `${(fs.statSync(file).size / 1024).toFixed(0)} KB`);
  console.log(`pages: ${PAGES.map((page, i) => `${page} (${sizes[i]})`).join(', ')}`);
  console.log('| memory settings | ms a page, p50 | p99 | page faults a page |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [name, memory] of Object.entries(SETTINGS)) {
    const figures = await compressIn(files, memory);
    console.log(
      `| ${name} | ${figures.p50.toFixed(2)} | ${figures.p99.toFixed(2)} | ${figures.faults.toFixed(0)} |`,
    );
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
