// The studio's inbox at size, on the built service: a fresh SQLite database holding the demo
// airline and `--submissions` submissions (four in five applications to the demo's forms, the
// rest contact messages; sent over a year, in fa, en and ar, with statuses, assignees and
// read marks as a working inbox has them), a reviewer added with `npm run studio:user`, then
// each view asked for `--runs` times, one request at a time:
//   npm run bench:inbox [-- --submissions 100000] [-- --runs 100]
// Needs `npm run build`.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs, promisify } from 'node:util';
import { CSRF_HEADER, studioPath } from '@contract/studio/endpoints';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/database';
import { applicationSender, messageSender } from '../../server/src/modules/submissions/sender';
import { prepareContent } from '../content/prepare-content';
import { startService } from '../content/service-process';
import { TEST_MEDIA_DIR } from '../../tests/support/test-media-dir';
import { prepareDemoMedia } from '../../server/src/content/prepare-media';

const { values } = parseArgs({
  options: {
    submissions: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '100' },
  },
});
const SUBMISSIONS = Number(values.submissions);
const RUNS = Number(values.runs);
const EMAIL = 'reviewer@parvaz.test';
const PASSWORD = 'a bench reviewer password';
const BATCH = 1_000;
const STATUSES = ['new', 'inReview', 'shortlisted', 'rejected', 'archived', 'spam'] as const;
const FIRST = ['سارا', 'علی', 'Maryam', 'Reza', 'نرگس', 'محمد', 'Leila', 'حسین'];
const LAST = ['رضایی', 'کریمی', 'Ahmadi', 'Hosseini', 'موسوی', 'Jafari', 'صادقی'];
const CITIES = ['تهران', 'مشهد', 'Shiraz', 'Isfahan', 'تبریز'];
const YEAR_MS = 365 * 24 * 60 * 60_000;

for (const file of ['build/server/main.mjs', 'build/server/studio-user.mjs'])
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${quantile(sorted, 0.5).toFixed(1)} ms, p99 ${quantile(sorted, 0.99).toFixed(1)} ms`;
};

console.log(
  `Inbox bench: SQLite, ${SUBMISSIONS.toLocaleString('en')} submissions, ${os.cpus().length} cores`,
);
await prepareDemoMedia(TEST_MEDIA_DIR);
const content = await prepareContent('sqlite', 10, { mediaDir: TEST_MEDIA_DIR });

/** The submissions, written in batches as they would have arrived, oldest first. */
async function fill(): Promise<void> {
  const db = openDatabase(loadConfig(content.env).database);
  const started = performance.now();
  try {
    const now = Date.now();
    for (let start = 0; start < SUBMISSIONS; start += BATCH) {
      const messages = [];
      const applications = [];
      for (let i = start; i < Math.min(SUBMISSIONS, start + BATCH); i++) {
        const at = new Date(now - YEAR_MS + (i / SUBMISSIONS) * YEAR_MS).toISOString();
        const first = FIRST[i % FIRST.length]!;
        const last = LAST[(i * 7) % LAST.length]!;
        const email = `person${i}@example.com`;
        const review = {
          status: STATUSES[(i * 13) % 31 < 20 ? 0 : (i % 5) + 1]!,
          read_at: i % 3 === 0 ? null : at,
          assignee_id: i % 4 === 0 ? 1 : null,
          trashed_at: null,
          lang: ['fa', 'en', 'ar'][i % 3]!,
          created_at: at,
        };
        if (i % 5 === 0) {
          const message = {
            first_name: first,
            last_name: last,
            email,
            phone_number: `0912${String(i).padStart(7, '0')}`,
            message: `سلام، درباره‌ی پرواز شماره ${i} و بار همراه پرسشی دارم. Thank you.`,
          };
          messages.push({ ...message, ...messageSender(message), ...review });
        } else {
          const data = {
            full_name: `${first} ${last}`,
            phone: `0912${String(i).padStart(7, '0')}`,
            email,
            city: CITIES[i % CITIES.length]!,
            about: `پنج سال تجربه‌ی کار در کابین و آشنایی با زبان انگلیسی؛ applicant ${i}.`,
          };
          applications.push({
            custom_form_id: (i % 3) + 1,
            submitted_data: JSON.stringify(data),
            file_path: null,
            file_name: null,
            file_size: null,
            form_fields: null,
            ...applicationSender(data),
            ...review,
          });
        }
      }
      if (messages.length > 0) await db.insertInto('contact_messages').values(messages).execute();
      if (applications.length > 0)
        await db.insertInto('form_submissions').values(applications).execute();
    }
  } finally {
    await db.destroy();
  }
  console.log(
    `${SUBMISSIONS.toLocaleString('en')} submissions written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
await fill();

await promisify(execFile)(
  process.execPath,
  ['build/server/studio-user.mjs', 'add', '--email', EMAIL, '--role', 'reviewer'],
  { env: { ...process.env, ...content.env, STUDIO_PASSWORD: PASSWORD } },
);
const service = await startService('build/server/main.mjs', content.env);
const { origin } = service;

try {
  const signedIn = await fetch(`${origin}${studioPath('signIn')}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
  const { csrfToken } = (await signedIn.json()) as { csrfToken: string };
  const headers = { origin, cookie, [CSRF_HEADER]: csrfToken };

  const views: [string, (run: number) => string][] = [
    ['counts, every box', () => studioPath('inboxCounts')],
    ['applications, a form, page 1', () => `${studioPath('inbox')}?box=applications&form=1`],
    [
      'applications, a form and a status',
      () => `${studioPath('inbox')}?box=applications&form=2&status=shortlisted`,
    ],
    ['messages, unread', () => `${studioPath('inbox')}?box=messages&unread=true`],
    [
      'applications, a language and a month',
      () => `${studioPath('inbox')}?box=applications&lang=ar&from=${month(3)}&to=${month(2)}`,
    ],
    [
      'applications, a deep page',
      (run) => `${studioPath('inbox')}?box=applications&offset=${25 * (100 + (run % 1000))}`,
    ],
    [
      'applications, searched by a name',
      (run) =>
        `${studioPath('inbox')}?box=applications&search=${encodeURIComponent(['نرگس', 'Ahmadi', 'علی کریمی'][run % 3]!)}`,
    ],
    [
      'an item',
      (run) => studioPath('inboxItem', { box: 'applications', id: 1 + (run % 5000) * 4 }),
    ],
  ];
  console.log('| view | time |\n|---|---|');
  for (const [name, address] of views) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const response = await fetch(`${origin}${address(run)}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${name}: ${response.status}`);
      times.push(performance.now() - started);
    }
    console.log(`| ${name} | ${summary(times)} |`);
  }
} finally {
  await service.stop();
  await content.remove();
}

function month(back: number): string {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - back);
  return date.toISOString().slice(0, 10);
}
