import type { Logger } from 'pino';
import type { ErasureSaga } from './erasure-saga';

/**
 * Retries every erasure not yet completed (issue #22): a step that waits (a payment, a production, a parcel on its
 * way) or failed (an outage) is asked again every `intervalMs`, on every BFF instance (the steps are idempotent and
 * the ledger is updated with compare-and-set). Carries Nest's lifecycle hook names, like the relays.
 */
export class ErasureRetrier {
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly saga: ErasureSaga,
    private readonly intervalMs: number,
    private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.round(), this.intervalMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** One round over the open erasures; a round still running is not started twice. */
  async round(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.saga.resumeAll();
    } catch (err) {
      this.logger.warn({ err }, 'erasure retry round failed');
    } finally {
      this.running = false;
    }
  }
}
