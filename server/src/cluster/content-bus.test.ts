// Two instances of the service on one PostgreSQL database: a publish on one is seen by a
// visitor of the other within a second (what the other had prepared is forgotten through
// LISTEN/NOTIFY), and still after the listening connections were cut.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import type { Db } from '../db/database';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { addTestAccount, publishPostTitle, signIn } from '../modules/studio/studio-test-client';
import type { TestSession } from '../modules/studio/studio-test-client';

describe.runIf(process.env.PARVAZ_TEST_DB === 'postgres')(
  'content changes across instances',
  () => {
    let t: TestApp;
    let other: { app: FastifyInstance; db: Db };
    let editor: TestSession;
    beforeAll(async () => {
      t = await createTestApp();
      const db = openDatabase(t.config.database);
      other = { db, app: await buildApp({ config: t.config, db, logger: false }) };
      await other.app.ready();
      await addTestAccount(t.app, 'editor');
      editor = await signIn(t.app, 'editor@parvaz.test');
    });
    afterAll(async () => {
      await other?.app.close();
      await other?.db.destroy();
      await t?.close();
    });

    const titleOnOther = async (id: number) =>
      (await other.app.inject(`/cms/content/v1/Blog/${id}?lang=en`)).json<{ title: string }>()
        .title;
    const publishTitle = async (id: number, title: string) => {
      const published = await publishPostTitle(t.app, editor, id, 'en', title);
      expect(published.statusCode).toBe(200);
      return performance.now();
    };
    /** Asks the other instance until it answers `title`; the time it took. */
    const seenAfter = async (id: number, title: string, since: number, deadlineMs: number) => {
      while (performance.now() - since < deadlineMs) {
        if ((await titleOnOther(id)) === title) return performance.now() - since;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      throw new Error(`the other instance did not show "${title}" within ${deadlineMs} ms`);
    };

    it("makes the other instance forget a published post's answers within a second", async () => {
      const before = await titleOnOther(3);
      expect(await titleOnOther(3)).toBe(before);
      const since = await publishTitle(3, 'Kish, told to every instance');
      expect(await seenAfter(3, 'Kish, told to every instance', since, 1_000)).toBeLessThan(1_000);
      // A post it was not told of stays prepared: the other's answer for post 5 is unchanged.
      expect(await titleOnOther(5)).toBe(await titleOnOther(5));
    });

    it("sums both instances' counted visits, none lost or counted twice", async () => {
      const visited = async () =>
        Number(
          (
            await t.db
              .selectFrom('blog_post_visits')
              .select('visited')
              .where('post_id', '=', 6)
              .where('lang', '=', 'en')
              .executeTakeFirstOrThrow()
          ).visited,
        );
      const before = await visited();
      // Visits counted on each instance at once, each flushed on its own.
      await Promise.all([
        ...Array.from({ length: 7 }, () => t.app.inject('/cms/content/v1/Blog/6?lang=en')),
        ...Array.from({ length: 5 }, () => other.app.inject('/cms/content/v1/Blog/6?lang=en')),
      ]);
      await Promise.all([t.app.visits.flush(), other.app.visits.flush()]);
      expect(await visited()).toBe(before + 12);
    });

    it('still reaches the other instance after the listening connections were cut', async () => {
      await titleOnOther(4);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where query ilike 'listen %' and datname = current_database()
        and pid <> pg_backend_pid()`.execute(t.db);
      const since = await publishTitle(4, 'Told again after the cut');
      // Missed while it listened again: the other instance forgets everything once back.
      expect(await seenAfter(4, 'Told again after the cut', since, 3_000)).toBeLessThan(3_000);
    });
  },
);
