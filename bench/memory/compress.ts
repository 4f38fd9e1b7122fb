// `npm run bench:compress`: what compressing a rendered page costs, and what the service's
// memory settings do where every fresh page of memory costs a fault. Renders a few pages on
// the built service (demo content), then compresses them in a child launched by
// scripts/serve.sh: in the coding a browser takes (Brotli), as the page cache does, and both
// ways at once, as it did before, with the service's settings; and both ways with a bound of
// 128 KB for both glibc's mappings and its trim (freed blocks of 128 KB or more returned to
// the system at once). Prints each one's time a page at the median and the 99th percentile,
// and its page faults a page.
// Needs the built site and service (`npm run build`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltService } from '../../scripts/built-service';
import { childOutput } from './child-output';

const PAGES = ['/blog-list?search=%D9%BE%D8%B1%D9%88%D8%A7%D8%B2', '/en/blog-list', '/ar/about'];

/** What each row compresses, and glibc's bounds for it (the service's when none). */
const ROWS: { name: string; codings: string; memory: Record<string, string> }[] = [
  { name: '`scripts/serve.sh`, Brotli (the page cache)', codings: 'br', memory: {} },
  { name: '`scripts/serve.sh`, both at once', codings: 'br,gzip', memory: {} },
  {
    name: 'mappings and trim from 128 KB, both at once',
    codings: 'br,gzip',
    memory: { MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' },
  },
];

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

function compressIn(
  files: string[],
  codings: string,
  memory: Record<string, string>,
): Promise<Figures> {
  const {
    MALLOC_MMAP_THRESHOLD_: _mmap,
    MALLOC_TRIM_THRESHOLD_: _trim,
    ...inherited
  } = process.env;
  return childOutput('bench/memory/compress-child.ts', {
    ...inherited,
    ...memory,
    COMPRESS_PAGES: files.join(':'),
    COMPRESS_CODINGS: codings,
  }).then((printed) => JSON.parse(printed) as Figures);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-bench-compress-'));
try {
  const files = await renderedPages(dir);
  const sizes = files.map((file) => `${(fs.statSync(file).size / 1024).toFixed(0)} KB`);
  console.log(`pages: ${PAGES.map((page, i) => `${page} (${sizes[i]})`).join(', ')}`);
  console.log('| memory settings, codings | ms a page, p50 | p99 | page faults a page |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const { name, codings, memory } of ROWS) {
    const figures = await compressIn(files, codings, memory);
    console.log(
      `| ${name} | ${figures.p50.toFixed(2)} | ${figures.p99.toFixed(2)} | ${figures.faults.toFixed(0)} |`,
    );
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
