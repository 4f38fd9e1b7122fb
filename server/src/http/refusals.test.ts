// Every refusal in the API's shape ({detail}, or messages keyed by field) and in the
// request's language; a bot's post indistinguishable from an accepted one.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '@contract/contact';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';

const valid = {
  first_name: 'Sara',
  last_name: 'Rezaei',
  email: 'sara@example.com',
  phone_number: '09121234567',
  message: 'Hello',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '1000' } });
});
afterAll(() => t.close());

const post = (body: unknown, lang = 'fa', headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/cms/contact-us/v1/?lang=${lang}`,
    payload: body as object,
    headers,
  });
const stored = async () => (await t.db.selectFrom('contact_messages').selectAll().execute()).length;

describe('refusals in the API shape and language', () => {
  it.each([
    ['fa', 'حجم درخواست بیش از حد مجاز است.'],
    ['en', 'Request body is too large.'],
    ['ar', 'حجم الطلب أكبر من المسموح.'],
    ['zz', 'حجم درخواست بیش از حد مجاز است.'],
  ])('answers an oversized body in %s', async (lang, detail) => {
    const response = await post({ ...valid, message: 'x'.repeat(200_000) }, lang);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail });
  });

  it('answers too many posts in the request language', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_MAX: '1' } });
    try {
      const send = () =>
        limited.app.inject({ method: 'POST', url: '/cms/contact-us/v1/?lang=en', payload: {} });
      await send();
      const response = await send();
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ detail: 'Too many requests; try again shortly.' });
    } finally {
      await limited.close();
    }
  });

  it.each([
    ['fa', 'یافت نشد.'],
    ['en', 'Not found.'],
    ['ar', 'غير موجود.'],
  ])('answers a missing post and a missing route in %s', async (lang, detail) => {
    for (const url of [
      `/cms/content/v1/Blog/999/?lang=${lang}`,
      `/cms/nothing/here?lang=${lang}`,
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ detail });
    }
  });

  it('words an Idempotency-Key refusal in the request language', async () => {
    const badKey = await post(valid, 'en', { 'idempotency-key': 'کلید' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json()).toEqual({
      'Idempotency-Key': ['Use 1 to 200 visible ASCII characters.'],
    });
    await post(valid, 'fa', { 'idempotency-key': 'reused-key' });
    const reused = await post({ ...valid, message: 'Another' }, 'ar', {
      'idempotency-key': 'reused-key',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      detail: 'استُخدم مفتاح Idempotency-Key هذا من قبل مع طلب مختلف.',
    });
  });

  it('replays a stored post in the language the replay asks in, storing it once', async () => {
    const before = await stored();
    const headers = { 'idempotency-key': 'replayed-in-english' };
    const first = await post({ ...valid, message: 'Once' }, 'fa', headers);
    expect(first.statusCode).toBe(201);
    expect(first.json().detail).toBe('پیام شما دریافت شد.');
    const replay = await post({ ...valid, message: 'Once' }, 'en', headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual({
      id: first.json().id,
      detail: 'Your message has been received.',
    });
    expect(await stored()).toBe(before + 1);
  });

  it('answers a broken address with 400 and a detail', async () => {
    const response = await t.app.inject('/cms/content/v1/Blog/%E0%A4%A?lang=en');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The request address is not valid.' });
    const persian = await t.app.inject('/cms/content/v1/Blog/%ZZ');
    expect(persian.json()).toEqual({ detail: 'نشانی درخواست معتبر نیست.' });
  });

  it('answers headers too large with 431 and a detail', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: '/cms/faq/v1?lang=en',
          headers: { 'x-big': 'a'.repeat(40_000) },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode, body }));
        },
      );
      request.on('error', reject);
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'Request headers are too large.' });
  });

  it('refuses page sizes that are not decimal integers', async () => {
    for (const limit of ['0x10', '1e3', '1.0', '%20', '16abc', '-1', '']) {
      const response = await t.app.inject(`/cms/content/v1/Blog/?lang=en&limit=${limit}`);
      expect(response.statusCode, limit).toBe(400);
      expect(Object.keys(response.json() as object), limit).toEqual(['limit']);
    }
    expect((await t.app.inject('/cms/content/v1/Blog/?lang=en&limit=16')).statusCode).toBe(200);
    expect((await t.app.inject('/cms/content/v1/Blog/?offset=0x1')).statusCode).toBe(400);
  });

  it.each([
    [
      'en',
      {
        limit: ['A valid integer is required.'],
        offset: ['A valid integer is required.'],
        ordering: [
          'Select one of: created_at, -created_at, updated_at, -updated_at, visited, -visited, title, -title.',
        ],
        is_featured: ['Must be a valid boolean.'],
        group: ['Enter a comma-separated list of ids.'],
        search: ['Ensure this field has no more than 200 characters.'],
      },
      { path: ['This field is required.'] },
      { limit: ['Ensure this value is less than or equal to 10000.'] },
    ],
    [
      'ar',
      {
        limit: ['مطلوب عدد صحيح صالح.'],
        offset: ['مطلوب عدد صحيح صالح.'],
        ordering: [
          'اختر واحدًا مما يلي: created_at, -created_at, updated_at, -updated_at, visited, -visited, title, -title.',
        ],
        is_featured: ['مطلوب قيمة منطقية صالحة.'],
        group: ['أدخل قائمة معرّفات تفصل بينها فواصل.'],
        search: ['تأكد من أن هذا الحقل لا يتجاوز 200 حرفًا.'],
      },
      { path: ['هذا الحقل مطلوب.'] },
      { limit: ['تأكد من أن هذه القيمة أصغر من 10000 أو تساويه.'] },
    ],
    [
      'fa',
      {
        limit: ['یک عدد صحیح معتبر لازم است.'],
        offset: ['یک عدد صحیح معتبر لازم است.'],
        ordering: [
          'یکی از این‌ها را انتخاب کنید: created_at, -created_at, updated_at, -updated_at, visited, -visited, title, -title.',
        ],
        is_featured: ['یک مقدار درست/نادرست معتبر لازم است.'],
        group: ['فهرستی از شناسه‌ها با ویرگول میان آن‌ها وارد کنید.'],
        search: ['این فیلد حداکثر 200 نویسه دارد.'],
      },
      { path: ['این فیلد الزامی است.'] },
      { limit: ['این مقدار باید کوچک‌تر از 10000 یا برابر با آن باشد.'] },
    ],
  ])('words refused query parameters in %s', async (lang, list, page, limit) => {
    const query = `lang=${lang}&limit=abc&offset=1e3&ordering=nope&is_featured=maybe&group=a,b&search=${'x'.repeat(201)}`;
    const listAnswer = await t.app.inject(`/cms/content/v1/Blog/?${query}`);
    expect(listAnswer.statusCode).toBe(400);
    expect(listAnswer.json()).toEqual(list);
    const pageAnswer = await t.app.inject(`/cms/content/v1/custom-page/?lang=${lang}`);
    expect(pageAnswer.statusCode).toBe(400);
    expect(pageAnswer.json()).toEqual(page);
    const tooMany = await t.app.inject(`/cms/content/v1/Blog/?lang=${lang}&limit=10001`);
    expect(tooMany.json()).toEqual(limit);
  });

  it('answers an empty lang like an unknown one, in Persian', async () => {
    for (const url of ['/cms/faq/v1?lang=', '/cms/faq/v1?lang=zz']) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-language']).toBe('fa');
    }
  });

  it.each([
    [
      'en',
      {
        first_name: ['First name is required'],
        email: ['Email address is not valid'],
        phone_number: ['Mobile number must contain digits only'],
        message: ['At most 5000 characters are allowed'],
      },
    ],
    [
      'ar',
      {
        first_name: ['الاسم مطلوب'],
        email: ['البريد الإلكتروني غير صالح'],
        phone_number: ['يجب أن يتكون رقم الجوال من أرقام فقط'],
        message: ['الحد الأقصى 5000 حرفًا'],
      },
    ],
    [
      'zz',
      {
        first_name: ['نام الزامی است'],
        email: ['ایمیل معتبر نیست'],
        phone_number: ['شماره موبایل فقط باید عدد باشد'],
        message: ['حداکثر 5000 نویسه مجاز است'],
      },
    ],
  ])("words a contact message's field errors in %s", async (lang, expected) => {
    const before = await stored();
    const response = await post(
      {
        ...valid,
        first_name: ' ',
        email: 'nope',
        phone_number: '0912-123-4567',
        message: 'x'.repeat(5001),
      },
      lang,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expected);
    expect(await stored()).toBe(before);
  });

  it('counts a required field of only invisible characters as empty', async () => {
    const invisible = '\u200b\u200c\u200d\u200e\u200f\u202a\u202e\u2066\u2069\ufeff\u061c \u00a0';
    const before = await stored();
    const response = await post({ ...valid, first_name: invisible, message: invisible });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      first_name: [contactMessages('fa').firstName],
      message: [contactMessages('fa').message],
    });
    expect(await stored()).toBe(before);
  });
});

describe('the honeypot', () => {
  it('answers a bot exactly as an accepted post, and stores nothing', async () => {
    const real = await post(valid);
    expect(real.statusCode).toBe(201);
    const before = await stored();
    for (const website of ['https://spam.example', 'x'.repeat(5000), 42, { a: 1 }]) {
      const bot = await post({ ...valid, website });
      expect(bot.statusCode).toBe(201);
      const body = bot.json<{ id: unknown; detail: string }>();
      expect(Object.keys(body)).toEqual(Object.keys(real.json() as object));
      expect(body.detail).toBe(real.json<{ detail: string }>().detail);
      expect(Number.isInteger(body.id)).toBe(true);
      expect(body.id).toBeGreaterThan(real.json<{ id: number }>().id);
    }
    expect(await stored()).toBe(before);
  });
});
