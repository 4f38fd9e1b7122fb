// The drill's editor: an owner account made with `studio-user add` (as an operator would),
// then the studio's API through the front like the studio app calls it: sign-in (a session
// cookie and its CSRF token), reads, saves with If-Match, publishes, the mail settings.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CSRF_HEADER, STUDIO_ENDPOINTS, studioPath } from '@contract/studio/endpoints';
import type { StudioEndpointName } from '@contract/studio/endpoints';

const EMAIL = 'drill-owner@parvaz.test';
const PASSWORD = 'a drill owner password';

export async function addOwner(databaseUrl: string): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    ['build/server/studio-user.mjs', 'add', '--email', EMAIL, '--role', 'owner'],
    { env: { ...process.env, DATABASE_URL: databaseUrl, STUDIO_PASSWORD: PASSWORD } },
  );
}

export interface StudioCall {
  params?: Record<string, string | number>;
  body?: unknown;
  ifMatch?: number;
}

export class StudioClient {
  private cookie = '';
  private csrfToken = '';

  constructor(readonly origin: string) {}

  async signIn(): Promise<void> {
    const { response, json } = await this.call('signIn', {
      body: { email: EMAIL, password: PASSWORD },
    });
    this.cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    this.csrfToken = (json as { csrfToken: string }).csrfToken;
  }

  /** One call; an answer other than 2xx throws with its status (0: no answer). */
  async call(name: StudioEndpointName, options: StudioCall = {}) {
    const headers: Record<string, string> = {
      origin: this.origin,
      cookie: this.cookie,
      [CSRF_HEADER]: this.csrfToken,
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.ifMatch !== undefined) headers['if-match'] = `"${options.ifMatch}"`;
    let response: Response;
    try {
      response = await fetch(`${this.origin}${studioPath(name, options.params)}`, {
        method: STUDIO_ENDPOINTS[name].method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new StudioError(name, 0, 'no answer');
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) throw new StudioError(name, response.status, text);
    return { response, json: text ? (JSON.parse(text) as unknown) : undefined };
  }
}

export class StudioError extends Error {
  constructor(
    name: string,
    readonly status: number,
    body: string,
  ) {
    super(`${name}: ${status} ${body.slice(0, 200)}`);
  }
}
