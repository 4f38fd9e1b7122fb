// Generated requests at every call of the service's OpenAPI document: whatever arrives in
// the query, the path, a JSON or a multipart body, the service never answers 5xx, refuses
// in the API's shape ({detail} or messages keyed by field) and stores nothing on refusal.
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '@tests/support/multipart';
import type { Part } from '@tests/support/multipart';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';

interface Operation {
  method: 'GET' | 'POST';
  path: string;
  query: string[];
  pathParams: string[];
}

let t: TestApp;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  const doc = (await t.app.inject('/cms/openapi.json')).json<{
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as 'GET' | 'POST',
      path,
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
    })),
  );
});
afterAll(() => t.close());

/** Values people and robots put in addresses: numbers of every spelling, text, markup. */
const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer({ min: -1e12, max: 1e12 }).map(String),
  fc.constantFrom(
    '',
    '0x10',
    '1e3',
    '-0',
    'NaN',
    'Infinity',
    '1.5',
    'true',
    'fa',
    'en',
    'ar',
    '$`',
    "$'",
    '$&',
    '<script>',
    '%',
    '_',
    '\u200b',
    '../..',
    'null',
    '[]',
    '{}',
    '9'.repeat(30),
  ),
);

const encode = (value: string) => encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));

const queryFor = (names: string[]) =>
  fc
    .array(
      fc.tuple(fc.oneof(fc.constantFrom(...names, 'lang'), fc.string({ maxLength: 8 })), oddText),
      {
        maxLength: 6,
      },
    )
    .map((pairs) => pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&'));

const storedRows = async () => {
  const count = async (table: 'contact_messages' | 'form_submissions') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { contact: await count('contact_messages'), forms: await count('form_submissions') };
};

function expectApiShape(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, what).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const parsed: unknown = response.json();
  expect(parsed, what).toBeTypeOf('object');
  const body = (parsed ?? {}) as Record<string, unknown>;
  const isDetail = Object.keys(body).length === 1 && typeof body.detail === 'string';
  const isFieldKeyed =
    !Array.isArray(parsed) &&
    Object.keys(body).length > 0 &&
    Object.values(body).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'));
  expect(isDetail || isFieldKeyed, `${what} → ${response.body}`).toBe(true);
}

async function send(options: InjectOptions & { url: string }) {
  const before = await storedRows();
  const response = await t.app.inject(options);
  const what = `${options.method ?? 'GET'} ${options.url}`;
  expectApiShape(response, what);
  if (response.statusCode >= 400) expect(await storedRows(), what).toEqual(before);
  return response;
}

describe('generated requests at every call of the OpenAPI document', () => {
  it('reads: any query and path values', async () => {
    const reads = operations.filter((op) => op.method === 'GET');
    expect(reads.length).toBeGreaterThan(20);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...reads),
        fc.array(oddText, { minLength: 2, maxLength: 2 }),
        fc.option(queryFor(['limit', 'offset', 'search'])),
        async (op, pathValues, query) => {
          let i = 0;
          const path = op.path.replace(/\{[^}]+\}/g, () => encode(pathValues[i++] ?? ''));
          const url = query === null ? path : `${path}?${query}`;
          await send({ method: 'GET', url });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('contact messages: any JSON body', async () => {
    const field = fc.oneof(oddText, fc.jsonValue({ maxDepth: 2 }));
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record(
        {
          first_name: field,
          last_name: field,
          email: fc.oneof(fc.emailAddress(), field),
          phone_number: fc.oneof(fc.stringMatching(/^0\d{10}$/), field),
          message: field,
          website: field,
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.option(queryFor([])), async (payload, query) => {
        await send({
          method: 'POST',
          url: `/cms/contact-us/v1/${query ? `?${query}` : ''}`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
      }),
      { numRuns: 100 },
    );
  });

  it('applications: any multipart body', async () => {
    const part: fc.Arbitrary<Part> = fc.oneof(
      fc.record({
        name: fc.constantFrom('custom_form', 'submitted_data', 'website', 'x', ''),
        value: fc.oneof(
          oddText,
          fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
          fc.constantFrom('3', '1', '{"full_name":"a"}'),
        ),
      }),
      fc.record({
        name: fc.constantFrom('file_field', 'custom_form', 'x'),
        filename: fc.constantFrom('cv.pdf', '../../x.pdf', '', 'a"b.pdf'),
        contentType: fc.constantFrom('application/pdf', 'text/plain'),
        data: fc
          .oneof(
            fc.uint8Array({ maxLength: 200 }),
            fc.constant(new TextEncoder().encode('%PDF-1.4\n%%EOF')),
          )
          .map((bytes) => Buffer.from(bytes)),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(part, { maxLength: 5 }), async (parts) => {
        const body = multipart(parts);
        await send({ method: 'POST', url: '/cms/forms/v1/apply/', ...body });
      }),
      { numRuns: 100 },
    );
  });
});
