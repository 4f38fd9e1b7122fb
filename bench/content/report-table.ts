// The figures of every (database, size) as one Markdown table, a figure over its target
// marked with `*`, and the targets under it.
import type { AnswerName } from './answer-measures';
import type { Percentiles } from './sequential-runs';

export interface Row {
  database: string;
  posts: number;
  loadMs?: number;
  startMs?: number;
  answers: Partial<Record<AnswerName | 'laterIndex', Percentiles>>;
  firstIndexMs?: number;
  fileFirstByte?: Percentiles;
  fileTotal?: Percentiles;
  rssMegabytes?: number;
  /** Percent of the CPU time the host took for other guests while the answers were timed. */
  stealPercent?: number;
  failure?: string;
}

const TARGETS = {
  answerP50: 20,
  answerP99: 50,
  pageMs: 50,
  rssMegabytes: 300,
  startMs: 5_000,
  loadMs: 120_000,
};

export const TARGET_LINES = [
  `Targets (\`*\` marks a figure over its target): every answer not prepared before at most ${TARGETS.answerP50} ms at the median and ${TARGETS.answerP99} ms at p99`,
  "(the sitemap index's first answer, a single request, at most the p99 bound; a sitemap file's first byte as an answer, its last byte without target);",
  `a rendered page at most ${TARGETS.pageMs} ms (p50 and p99); RSS at most ${TARGETS.rssMegabytes} MB after walking the whole sitemap;`,
  `start-up at most ${TARGETS.startMs / 1000} s; \`content:load\` of the demo and the generated posts at most ${TARGETS.loadMs / 60_000} minutes.`,
  'CPU stolen: the share of the CPU time the host took for other guests while the answers and the walk were timed (a virtual machine).',
];

const over = (value: number, limit: number | undefined, digits: number) =>
  `${value.toFixed(digits)}${limit !== undefined && value > limit ? '*' : ''}`;

const pair = (figures: Percentiles | undefined, p50Limit?: number, p99Limit?: number) =>
  figures ? `${over(figures.p50, p50Limit, 1)} / ${over(figures.p99, p99Limit, 1)}` : '–';

const single = (value: number | undefined, limit: number | undefined, scale = 1, digits = 1) =>
  value === undefined
    ? '–'
    : over(value / scale, limit === undefined ? undefined : limit / scale, digits);

const answer = (row: Row, name: AnswerName | 'laterIndex') =>
  pair(row.answers[name], TARGETS.answerP50, TARGETS.answerP99);

const COLUMNS: [string, (row: Row) => string][] = [
  ['database', (row) => row.database],
  ['posts a language', (row) => row.posts.toLocaleString('en')],
  ['load s', (row) => single(row.loadMs, TARGETS.loadMs, 1000)],
  ['start s', (row) => single(row.startMs, TARGETS.startMs, 1000, 2)],
  ['list', (row) => answer(row, 'list')],
  ['search', (row) => answer(row, 'search')],
  ['search, short word', (row) => answer(row, 'shortWord')],
  ['deep, title', (row) => answer(row, 'deepByTitle')],
  ['deep, newest', (row) => answer(row, 'deepByNewest')],
  ['tags by visits', (row) => answer(row, 'tagsByVisits')],
  ['post + related', (row) => answer(row, 'postWithRelated')],
  ['sitemap.xml first', (row) => single(row.firstIndexMs, TARGETS.answerP99)],
  ['sitemap.xml later', (row) => answer(row, 'laterIndex')],
  ['posts-1.xml first byte', (row) => pair(row.fileFirstByte, TARGETS.answerP50)],
  ['posts-1.xml total', (row) => pair(row.fileTotal)],
  ['page /blog-list?search=', (row) => pair(row.answers.page, TARGETS.pageMs, TARGETS.pageMs)],
  ['RSS MB after the walk', (row) => single(row.rssMegabytes, TARGETS.rssMegabytes, 1, 0)],
  ['CPU stolen %', (row) => single(row.stealPercent, undefined)],
];

export function markdownTable(rows: Row[]): string {
  const lines = [
    `| ${COLUMNS.map(([title]) => title).join(' | ')} |`,
    `| ${COLUMNS.map((_, i) => (i < 2 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${COLUMNS.map(([, cell]) => cell(row)).join(' | ')} |`),
  ];
  const failures = rows.filter((row) => row.failure);
  if (failures.length > 0) lines.push('');
  for (const row of failures)
    lines.push(`${row.database}, ${row.posts} posts: failed: ${row.failure}`);
  return lines.join('\n');
}
