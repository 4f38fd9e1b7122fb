// Every instance offers to run the retention sweep on its timer; the schedule in the database
// lets one run at a time (retention.ts). A failed sweep is logged and offered again later.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import type { Storage } from '../../../storage/storage';
import { sweepIfDue } from './retention';

export class RetentionSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly uploads: Storage,
    private readonly everyMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.offer();
    this.timer = setInterval(() => this.offer(), this.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private offer(): void {
    if (this.running) return;
    this.running = sweepIfDue(this.db, this.uploads, this.everyMs)
      .then((swept) => {
        if (swept && swept.trashed + swept.deleted > 0)
          this.log.info(swept, 'retention moved submissions to the trash and deleted others');
      })
      .catch((error: unknown) => this.log.error({ err: error }, 'retention sweep failed'))
      .finally(() => {
        this.running = undefined;
      });
  }
}
