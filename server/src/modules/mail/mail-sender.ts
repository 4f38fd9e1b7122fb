// The sending loop of one instance: started when the service is ready, stopped when it
// closes, woken at once when a submission commits, and otherwise when the next mail falls
// due (at most `intervalMs` apart). Each pass claims due mails one at a time and sends
// them; a visitor's request never waits for it.
import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../../config';
import type { Db } from '../../db/database';
import { claimMail, nextDueIn } from './claim-mail';
import { markFailedAttempt, markSent } from './mail-queue';
import { mailOff, readMailSettings } from './mail-settings';
import { openTransport, sendClaimed } from './send-mail';

export class MailSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  /** Whether the last pass found mail on (when off, due mail waits for the interval). */
  private mailOn = false;

  constructor(
    private readonly db: Db,
    private readonly config: MailConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.stopped = false;
    this.nudge();
  }

  /** Looks for due mail now (after a submission commits); a pass under way runs once more. */
  nudge(): void {
    if (!this.stopped) void this.pass();
  }

  /** One pass now, resolved when every mail due has been tried. */
  pass(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    clearTimeout(this.timer);
    this.running = this.run().finally(() => {
      this.running = undefined;
      if (!this.stopped) void this.scheduleNext();
    });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.sendDue();
      } catch (error) {
        this.log.error({ err: error }, 'queued mail could not be read or marked');
      }
    } while (this.again && !this.stopped);
  }

  private async sendDue(): Promise<void> {
    const settings = await readMailSettings(this.db);
    this.mailOn = mailOff(settings) === null;
    if (!this.mailOn) return;
    const transport = openTransport(settings, this.config.leaseMs);
    try {
      while (!this.stopped) {
        const mail = await claimMail(this.db, this.config.leaseMs);
        if (!mail) return;
        try {
          await sendClaimed(transport, settings, mail);
        } catch (error) {
          this.log.warn(
            { err: error, mail: mail.id },
            'a mail could not be sent; tried again later',
          );
          await markFailedAttempt(this.db, this.config, mail, error);
          continue;
        }
        await markSent(this.db, mail.id, mail.claim);
      }
    } finally {
      transport.close();
    }
  }

  private async scheduleNext(): Promise<void> {
    let wait = this.config.intervalMs;
    try {
      if (this.mailOn) wait = Math.min(wait, (await nextDueIn(this.db)) ?? wait);
    } catch {
      // The database is away: look again after the interval.
    }
    if (this.stopped || this.running) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.pass(), Math.max(wait, 50));
    this.timer.unref();
  }
}
