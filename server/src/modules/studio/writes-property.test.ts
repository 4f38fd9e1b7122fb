// Generated requests at every write of the studio's contract, signed in as the owner (whom
// every endpoint lets through to its rules): whatever the body, the path and the version
// named, the service never answers 5xx, refuses in the studio's shape, and a refused write
// stores nothing (the audit log and the sign-in throttle record refusals by design).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_ENDPOINTS } from '@contract/studio/endpoints';
import type { StudioEndpointName } from '@contract/studio/endpoints';
import { createTestApp } from '../../../../tests/support/test-app';
import type { TestApp } from '../../../../tests/support/test-app';
import { addTestAccount, callStudio, signIn } from './studio-test-client';
import type { TestSession } from './studio-test-client';

const STORED = [
  'studio_accounts',
  'studio_items',
  'studio_item_languages',
  'studio_revisions',
  'blog_posts',
  'blog_post_groups',
  'blog_post_tags',
  'custom_pages',
  'custom_page_paths',
  'pages',
  'contact_messages',
  'form_submissions',
  'submission_notes',
  'submission_events',
  'submission_retention',
] as const;

const writes = (Object.keys(STUDIO_ENDPOINTS) as StudioEndpointName[]).filter(
  (name) => STUDIO_ENDPOINTS[name].method !== 'GET',
);

const odd = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    'fa',
    'en',
    'xx',
    'owner',
    'admin',
    '<script>',
    '\u200c',
    '9'.repeat(30),
  ),
  fc.integer({ min: -5, max: 1e6 }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer({ min: -1, max: 999 }), { maxLength: 4 }),
);
const FIELD_NAMES = [
  'email',
  'password',
  'name',
  'language',
  'role',
  'suspended',
  'token',
  'currentPassword',
  'newPassword',
  'languages',
  'fields',
  'status',
  'assigneeId',
  'read',
  'trashed',
  'text',
  'rules',
  'shared',
  'title',
  'body',
];
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), odd, { maxKeys: 6 }),
  fc.record(
    {
      fields: fc.dictionary(
        fc.constantFrom(
          'title',
          'shortDescription',
          'body',
          'x',
          'home-header.0.text',
          'home-about.2.html',
        ),
        odd,
        { maxKeys: 3 },
      ),
      shared: fc.dictionary(fc.constantFrom('featured', 'groupIds', 'tagIds', 'path'), odd, {
        maxKeys: 3,
      }),
      languages: fc.array(fc.constantFrom('fa', 'en', 'ar', 'xx', ''), { maxLength: 3 }),
    },
    { requiredKeys: [] },
  ),
);

describe('generated requests at every write of the studio', () => {
  let t: TestApp;
  let owner: TestSession;
  beforeAll(async () => {
    t = await createTestApp({
      env: { STUDIO_SIGN_IN_MAX_PER_ACCOUNT: '100000', STUDIO_SIGN_IN_MAX_PER_ADDRESS: '100000' },
    });
    await addTestAccount(t.app, 'owner');
    owner = await signIn(t.app, 'owner@parvaz.test');
    // The studio reads a post or page before it writes it (which takes a published one in).
    for (const id of [1, 3]) await callStudio(t.app, 'post', { session: owner, params: { id } });
    for (const id of [1, 2]) await callStudio(t.app, 'page', { session: owner, params: { id } });
    // A submission in the inbox, for its writes to find.
    await t.app.inject({
      method: 'POST',
      url: '/cms/contact-us/v1/',
      payload: {
        first_name: 'Sara',
        last_name: 'Rezaei',
        email: 'sara@example.com',
        phone_number: '09120000000',
        message: 'A question about baggage.',
      },
    });
    for (const policy of ['home-page', 'about-page'])
      await callStudio(t.app, 'sectionPage', { session: owner, params: { policy } });
  });
  afterAll(() => t?.close());

  const stored = async () => {
    const counts: Record<string, number> = {};
    for (const table of STORED) {
      const row = await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    return counts;
  };

  it("answers every write below 500, in the studio's shape, storing nothing on refusal", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...writes),
        body,
        fc.constantFrom('1', '3', '0', '-1', '999999', 'abc', '%20'),
        fc.constantFrom('1', '2', 'abc'),
        fc.option(fc.constantFrom('"1"', '"2"', 'W/"1"', '*', '"x"', '')),
        fc.constantFrom('home-page', 'about-page', 'blog-page', 'x'),
        fc.constantFrom('messages', 'applications', 'letters'),
        async (name, payload, id, revision, ifMatch, policy, box) => {
          // A write may end the owner's session (sign-out, a new password): sign in again.
          if ((await callStudio(t.app, 'currentSession', { session: owner })).statusCode !== 200)
            owner = await signIn(t.app, 'owner@parvaz.test');
          const before = await stored();
          const response = await callStudio(t.app, name, {
            session: owner,
            params: { id, revision, policy, box, lang: id === '3' ? 'en' : id },
            body: payload,
            headers: ifMatch === null ? {} : { 'if-match': ifMatch },
          });
          const what = `${name} ${JSON.stringify(payload)} → ${response.statusCode} ${response.body}`;
          expect(response.statusCode, what).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const refusal = response.json<Record<string, unknown>>();
            expect(typeof refusal.detail, what).toBe('string');
            expect(await stored(), what).toEqual(before);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
