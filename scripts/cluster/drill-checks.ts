// What the drill measures once the faults are over: how soon every instance shows a
// publish, whether one post limit holds across instances, what the database stored of the
// posts, and what the mail server received.
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { readAddress } from '@contract/api-routes';
import type { PostEditor } from '@contract/studio/posts';
import type { ReceivedMail } from '../../server/src/modules/mail/test-mail-server';
import type { Cluster } from './cluster';
import type { StudioClient } from './drill-studio';
import { newPost, send } from './drill-visitors';
import type { Post } from './drill-visitors';

const POST_ID = 3;

/** Publishes a new English title; per origin, ms from the publish's start until it shows it. */
export async function publishSeen(
  studio: StudioClient,
  origins: string[],
): Promise<{ publishMs: number; seenMs: (number | undefined)[] }> {
  const title = `Drill publish ${crypto.randomUUID().slice(0, 8)}`;
  const editor = (await studio.call('post', { params: { id: POST_ID } })).json as PostEditor;
  const saved = (
    await studio.call('savePostLanguage', {
      params: { id: POST_ID, lang: 'en' },
      body: { fields: { title } },
      ifMatch: editor.version,
    })
  ).json as PostEditor;
  const started = performance.now();
  const publishing = studio.call('publishPost', {
    params: { id: POST_ID },
    body: { languages: ['en'] },
    ifMatch: saved.version,
  });
  const address = readAddress('post', 'en', { id: POST_ID });
  const seenMs = await Promise.all(
    origins.map(async (origin) => {
      while (performance.now() - started < 5_000) {
        const answer = await fetch(`${origin}${address}`)
          .then((response) => response.json() as Promise<{ title?: string }>)
          .catch(() => ({ title: undefined }));
        if (answer.title === title) return performance.now() - started;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return undefined;
    }),
  );
  await publishing;
  return { publishMs: performance.now() - started, seenMs };
}

/** One sender's burst of 3 × max posts spread over the instances directly, in one window. */
export async function rateLimitBurst(cluster: Cluster, max: number) {
  const address = '10.255.255.1';
  const answers = new Map<number, number>();
  const started = performance.now();
  for (let i = 0; i < 3 * max; i++) {
    const post = { ...newPost('contact'), address };
    const status = await send(cluster.instances[i % cluster.instances.length]!.origin, post);
    answers.set(status, (answers.get(status) ?? 0) + 1);
  }
  return {
    accepted: answers.get(201) ?? 0,
    refused: answers.get(429) ?? 0,
    other: [...answers].filter(([status]) => status !== 201 && status !== 429).length,
    burstMs: performance.now() - started,
  };
}

/** Acknowledged posts not stored, and drill rows stored more than once. */
export async function storedTally(cluster: Cluster, posts: Post[]) {
  const messages = await cluster.postgres.query<{ message: string }>(
    'SELECT message FROM contact_messages',
  );
  const applications = await cluster.postgres.query<{ submitted_data: string }>(
    'SELECT submitted_data FROM form_submissions',
  );
  const stored = new Map<string, number>();
  const remember = (marker: unknown) =>
    typeof marker === 'string' &&
    marker.startsWith('cluster drill') &&
    stored.set(marker, (stored.get(marker) ?? 0) + 1);
  for (const row of messages) remember(row.message);
  for (const row of applications)
    remember((JSON.parse(row.submitted_data) as { about?: string }).about);
  const acknowledged = posts.filter((post) => post.acknowledged);
  return {
    acknowledged: acknowledged.length,
    missing: acknowledged.filter((post) => !stored.has(post.marker)).length,
    duplicated: [...stored.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0),
    rows: messages.length + applications.length,
  };
}

/** Mails received: distinct submissions told of, and mails received twice. */
export function mailTally(received: ReceivedMail[]) {
  const byId = new Map<string, number>();
  const bySubmission = new Map<string, number>();
  for (const mail of received) {
    byId.set(mail.messageId, (byId.get(mail.messageId) ?? 0) + 1);
    const link = /\/studio\/inbox\/(messages|applications)\/(\d+)/.exec(mail.text);
    if (link) bySubmission.set(link[0], (bySubmission.get(link[0]) ?? 0) + 1);
  }
  const twice = (counts: Map<string, number>) =>
    [...counts.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  return {
    received: received.length,
    submissions: bySubmission.size,
    sentTwice: Math.max(twice(byId), twice(bySubmission)),
  };
}
