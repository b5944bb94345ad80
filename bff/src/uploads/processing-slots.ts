/** Thrown by `ProcessingSlots.run` when every slot is busy and the waiting line is full. */
export class SlotsBusyError extends Error {
  constructor() {
    super('image processing is busy');
    this.name = 'SlotsBusyError';
  }
}

/**
 * A small semaphore with a bounded waiting line (issue #12): decoding one photo costs seconds of CPU and
 * ~100 MB of memory, so at most `max` batches are decoded at once and at most `maxWaiting` more wait for a
 * slot; anything beyond is refused at once (the BFF answers 503 with Retry-After) instead of queueing
 * without bound. A released slot passes straight to the first waiter, so waiters are served in order.
 */
export class ProcessingSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly max: number,
    readonly maxWaiting: number,
  ) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError('max must be a positive integer');
    if (!Number.isInteger(maxWaiting) || maxWaiting < 0)
      throw new RangeError('maxWaiting must be a non-negative integer');
  }

  /** How many tasks run and how many wait (for logs and tests). */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.max) {
      this.active += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw new SlotsBusyError();
      // The releasing task hands its slot over: `active` stays the same.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
