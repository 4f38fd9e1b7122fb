// The drill's visitors: readers of pages and API answers (through the front, so Varnish,
// and through HAProxy's pool, as the cache's misses do) and senders of contact messages and
// applications, each with an Idempotency-Key and an address of its own (X-Forwarded-For,
// believed from loopback proxies), resent until answered as the site's outbox does.
import crypto from 'node:crypto';
import { FILE_FIELD, readAddress, sendAddress } from '@contract/api-routes';
import { multipart, samplePdf } from '@tests/support/multipart';

const PAGES = ['/', '/en/', '/en/about', '/en/blog-list', '/en/services', '/ar/'];
const ANSWERS = [
  readAddress('languages', 'fa'),
  readAddress('posts', 'en'),
  readAddress('post', 'en', { id: 3 }),
  readAddress('services', 'fa'),
  readAddress('faqs', 'en'),
];

export interface Read {
  at: number;
  ok: boolean;
  /** Through the front: whether Varnish answered from its cache. */
  hit?: boolean;
}

/** One read; ok when it answers 2xx (a dropped connection or a 5xx is a failure). */
export async function read(origin: string, n: number): Promise<Read> {
  const at = Date.now();
  const address = n % 2 === 0 ? PAGES[(n / 2) % PAGES.length]! : ANSWERS[n % ANSWERS.length]!;
  try {
    const response = await fetch(`${origin}${address}`, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    const cache = response.headers.get('x-varnish-cache');
    return { at, ok: response.ok, ...(cache && { hit: cache === 'hit' }) };
  } catch {
    return { at, ok: false };
  }
}

export interface Post {
  key: string;
  marker: string;
  kind: 'contact' | 'application';
  /** The sender's address, as the proxies tell it. */
  address: string;
  acknowledged: boolean;
  attempts: number;
}

export function newPost(kind: Post['kind']): Post {
  const id = crypto.randomUUID();
  const bytes = crypto.randomBytes(3);
  return {
    key: `cluster-drill-${id}`,
    marker: `cluster drill ${kind} ${id}`,
    kind,
    address: `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`,
    acknowledged: false,
    attempts: 0,
  };
}

/** Sends a post once; its status (0: no answer). */
export async function send(origin: string, post: Post): Promise<number> {
  post.attempts++;
  const { body, contentType, address } =
    post.kind === 'contact' ? contactBody(post.marker) : applicationBody(post.marker);
  try {
    const response = await fetch(`${origin}${address}`, {
      method: 'POST',
      headers: {
        'content-type': contentType,
        'idempotency-key': post.key,
        'x-forwarded-for': post.address,
      },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    await response.arrayBuffer();
    if (response.status === 201) post.acknowledged = true;
    return response.status;
  } catch {
    return 0;
  }
}

function contactBody(marker: string) {
  return {
    address: sendAddress('contactMessage', 'fa'),
    contentType: 'application/json',
    body: JSON.stringify({
      first_name: 'علی',
      last_name: 'محمدی',
      email: 'ali@example.com',
      phone_number: '09123456789',
      message: marker,
    }),
  };
}

export const APPLICATION_FORM_ID = 1;

function applicationBody(marker: string) {
  const { payload, headers } = multipart([
    { name: 'custom_form', value: String(APPLICATION_FORM_ID) },
    {
      name: 'submitted_data',
      value: JSON.stringify({
        full_name: 'سارا رضایی',
        phone: '09123456789',
        city: 'تهران',
        about: marker,
      }),
    },
    { name: FILE_FIELD, filename: 'cv.pdf', contentType: 'application/pdf', data: samplePdf() },
  ]);
  return {
    address: sendAddress('application', 'fa'),
    contentType: headers['content-type']!,
    body: new Uint8Array(payload),
  };
}
