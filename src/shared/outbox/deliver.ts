// One delivery attempt of an outbox item: the same request the form makes online, with
// its Idempotency-Key. 2xx is delivered; 4xx is refused (the service's message kept);
// 5xx and network errors are tried again later. Uses fetch so it runs in the service
// worker too.
import type { OutboxItem } from './outbox-item';

export type DeliveryResult =
  { outcome: 'delivered' } | { outcome: 'refused'; error: string } | { outcome: 'retry' };

function bodyOf(item: OutboxItem): { body: BodyInit; headers: Record<string, string> } {
  if (!item.multipart) {
    return { body: JSON.stringify(item.fields), headers: { 'Content-Type': 'application/json' } };
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(item.fields)) form.append(name, value);
  if (item.file) form.append(item.file.field, item.file.data, item.file.name);
  return { body: form, headers: {} };
}

/** The service's own words for a refusal: `detail`, or the first field message. */
export function refusalMessage(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.detail === 'string') return record.detail;
    for (const value of Object.values(record)) {
      if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    }
  }
  return `HTTP ${status}`;
}

export async function deliver(item: OutboxItem, apiBase: string): Promise<DeliveryResult> {
  const { body, headers } = bodyOf(item);
  const url = new URL(`${apiBase}${item.path}`, self.location.origin);
  url.searchParams.set('lang', item.lang);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      body,
      headers: { ...headers, 'Idempotency-Key': item.id },
      credentials: 'same-origin',
    });
  } catch {
    return { outcome: 'retry' };
  }
  if (response.ok) return { outcome: 'delivered' };
  if (
    response.status >= 400 &&
    response.status < 500 &&
    response.status !== 408 &&
    response.status !== 429
  ) {
    const parsed: unknown = await response.json().catch(() => null);
    return { outcome: 'refused', error: refusalMessage(parsed, response.status) };
  }
  return { outcome: 'retry' };
}
