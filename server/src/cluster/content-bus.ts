// How instances on one PostgreSQL database tell each other of content changes: the one that
// changed content forgets what shows it and sends NOTIFY on a channel every instance LISTENs
// on, so the others forget the same within milliseconds. A message too large for NOTIFY
// (8,000 bytes) goes as `all`. While an instance's listening connection is down it may miss
// messages: once it is back it forgets everything, so nothing stale outlives the outage.
// On SQLite there is one instance and nothing to tell.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { ContentMessage } from './content-messages';

const CHANNEL = 'parvaz_content';
const PAYLOAD_MAX = 7_900;
const RECONNECT_MS = 1_000;

export interface ContentBus {
  /** Tells the other instances; resolves once the database took the message. */
  announce(message: ContentMessage): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export const noContentBus: ContentBus = {
  announce: async () => undefined,
  start: async () => undefined,
  close: async () => undefined,
};

export class PostgresContentBus implements ContentBus {
  private readonly instance = randomUUID();
  private client: pg.Client | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly url: string,
    /** Applies another instance's change here (never this instance's own). */
    private readonly receive: (message: ContentMessage) => Promise<void>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async announce(message: ContentMessage): Promise<void> {
    let payload = JSON.stringify({ from: this.instance, message });
    if (Buffer.byteLength(payload) > PAYLOAD_MAX)
      payload = JSON.stringify({ from: this.instance, message: { kind: 'all' } });
    await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(this.db);
  }

  async start(): Promise<void> {
    await this.connect(false);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }

  /** Listens on a connection of its own; after an outage, forgets everything first. */
  private async connect(missedSome: boolean): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    this.client = client;
    client.on('notification', (notification) => {
      if (notification.channel !== CHANNEL || !notification.payload) return;
      const { from, message } = JSON.parse(notification.payload) as {
        from: string;
        message: ContentMessage;
      };
      if (from !== this.instance) this.apply(message);
    });
    client.on('error', (error) => this.dropped(client, error));
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (missedSome) this.apply({ kind: 'all' });
    } catch (error) {
      this.dropped(client, error as Error);
    }
  }

  private apply(message: ContentMessage): void {
    if (this.closed) return;
    this.receive(message).catch((error: unknown) =>
      this.log.error({ err: error }, "another instance's content change could not be applied"),
    );
  }

  private dropped(client: pg.Client, error?: Error): void {
    if (this.closed || this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.log.warn({ err: error }, 'the content bus lost its connection; listening again');
    this.retry = setTimeout(() => void this.connect(true), RECONNECT_MS);
  }
}
