import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  illustratePreviewCover,
  type CallBudget,
  type Illustrator,
  type StoryPlan,
  type Style,
} from '@fabelhaft/book-engine';
import type { CoverLikeness, PreviewCovers } from './preview-covers.port';

export interface CoverRequest {
  id: number;
  plan: StoryPlan;
  style: Style;
}
export type CoverResult = { id: number; webp: Uint8Array } | { id: number; error: string };

interface Task extends CoverRequest {
  resolve(webp: Buffer): void;
  reject(error: Error): void;
}

/**
 * The embedded illustrator's covers rendered in a pool of worker threads (issue #10); the embedded cover is drawn
 * from the plan's sheets (which the photo analysis filled), so it takes no `likeness`. Rasterising an SVG with
 * filters (watercolor's turbulence) costs a core for a second or more; the pool keeps that work off the event
 * loop that serves RPCs, heartbeats and other jobs, and runs at most one render per thread, so ten previews at
 * once do not oversubscribe the cores (which made every render several times slower). Tasks wait in order.
 */
export class CoverRenderPool implements PreviewCovers {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Task>();
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly size = availableParallelism()) {}

  coverWebp(plan: StoryPlan, style: Style): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('the cover render pool is closed'));
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, plan, style, resolve, reject });
      this.pump();
    });
  }

  /** Starts every thread now (each loads its renderer and fonts), so the first previews do not wait for it. */
  warmUp(): void {
    while (!this.closed && this.idle.length + this.busy.size < this.size) this.idle.push(this.spawn());
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('the cover render pool is closed'));
    await Promise.all([...this.idle, ...this.busy.keys()].map((w) => w.terminate()));
    this.idle.length = 0;
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.busy.size < this.size ? this.spawn() : undefined);
      if (!worker) return;
      const task = this.queue.shift()!;
      this.busy.set(worker, task);
      const { id, plan, style } = task;
      worker.postMessage({ id, plan, style } satisfies CoverRequest);
    }
  }

  private spawn(): Worker {
    // The services run TypeScript through swc-node (ADR 0004); the thread needs the same loader.
    const worker = new Worker(join(__dirname, 'cover-render.thread.ts'), {
      execArgv: ['-r', '@swc-node/register'],
    });
    worker.unref();
    worker.on('message', (result: CoverResult) => {
      const task = this.busy.get(worker);
      this.busy.delete(worker);
      if (!this.closed) this.idle.push(worker);
      if (task) {
        if ('error' in result) task.reject(new Error(result.error));
        else task.resolve(Buffer.from(result.webp));
      }
      this.pump();
    });
    worker.on('error', (error) => this.lose(worker, error));
    worker.on('exit', (code) => this.lose(worker, new Error(`cover render thread exited (${code})`)));
    return worker;
  }

  /** A thread that died fails its task (the job retries it) and is replaced on demand. */
  private lose(worker: Worker, error: Error): void {
    const task = this.busy.get(worker);
    this.busy.delete(worker);
    const i = this.idle.indexOf(worker);
    if (i >= 0) this.idle.splice(i, 1);
    task?.reject(error);
    if (!this.closed) this.pump();
  }
}

/**
 * Any illustrator's cover (an image model's, or a test's stand-in), in-process. With `likeness` and an
 * illustrator that makes references, the cover follows the photographed characters' references (issue #23).
 */
export class IllustratorCovers implements PreviewCovers {
  constructor(private readonly illustrator: Illustrator) {}

  async coverWebp(
    plan: StoryPlan,
    style: Style,
    likeness?: CoverLikeness,
    budget?: CallBudget,
  ): Promise<Buffer> {
    const cover = await illustratePreviewCover(
      plan,
      { style, ...(likeness ? { photos: likeness.photos, photoConsent: likeness.photoConsent } : {}) },
      {
        illustrator: this.illustrator,
        ...(likeness ? { cache: likeness.cache } : {}),
        ...(budget ? { budget } : {}),
      },
    );
    return cover.webp;
  }

  warmUp(): void {}

  async close(): Promise<void> {}
}
