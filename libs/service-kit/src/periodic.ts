/**
 * A task a service runs every `everyMs` (sweepers, pollers): never two runs at once, a failed run is logged
 * and the next one comes on time, and `stop()` waits for a run under way so shutdown does not cut it off.
 * `everyMs` 0 turns it off. The timer does not keep the process alive.
 */
export class Periodic {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly name: string,
    private readonly everyMs: number,
    private readonly run: () => Promise<unknown>,
    private readonly logger: { warn(obj: object, msg: string): void },
  ) {}

  start(): void {
    if (this.everyMs <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      this.running ??= this.run()
        .catch((err: unknown) => this.logger.warn({ err }, `${this.name} failed`))
        .finally(() => (this.running = undefined));
    }, this.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
