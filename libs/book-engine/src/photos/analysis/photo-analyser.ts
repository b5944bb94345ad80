import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PhotoLooks } from '../../types';

export interface AnalysisRequest {
  id: number;
  image: Uint8Array;
}
export type AnalysisResult = { id: number; looks: PhotoLooks } | { id: number; error: string };

/** Reads what a reference photo shows (issue #23): the embedded analysis, or a stand-in in tests. */
export interface PhotoAnalysis {
  analyse(image: Buffer): Promise<PhotoLooks>;
  close(): Promise<void>;
}

interface Task {
  id: number;
  image: Buffer;
  resolve(looks: PhotoLooks): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

/**
 * The embedded photo analysis (ADR 0033) in one worker thread, started on the first photo and kept: the face
 * model loads once (the thread adds about 340 MB), photos are read one at a time in order (about a second each
 * on this machine), and the service's event loop only passes the bytes. A photo that takes longer than `timeoutMs` fails (the caller
 * goes on without its looks) and the thread is replaced.
 */
export class PhotoAnalyser implements PhotoAnalysis {
  private worker: Worker | undefined;
  private current: Task | undefined;
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly timeoutMs = 30_000) {}

  analyse(image: Buffer): Promise<PhotoLooks> {
    if (this.closed) return Promise.reject(new Error('the photo analyser is closed'));
    return new Promise<PhotoLooks>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, image, resolve, reject });
      this.pump();
    });
  }

  /** Starts the thread now (it loads the model), so the first photo does not wait for it. */
  warmUp(): void {
    if (!this.closed) this.worker ??= this.spawn();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('the photo analyser is closed'));
    const worker = this.worker;
    this.worker = undefined;
    if (this.current) this.settle(this.current, new Error('the photo analyser is closed'));
    await worker?.terminate();
  }

  private pump(): void {
    if (this.current || this.queue.length === 0 || this.closed) return;
    const worker = (this.worker ??= this.spawn());
    const task = this.queue.shift()!;
    this.current = task;
    task.timer = setTimeout(() => {
      this.settle(task, new Error(`photo analysis took longer than ${this.timeoutMs} ms`));
      this.replace(worker);
    }, this.timeoutMs);
    task.timer.unref();
    worker.postMessage({ id: task.id, image: new Uint8Array(task.image) } satisfies AnalysisRequest);
  }

  private settle(task: Task, outcome: PhotoLooks | Error): void {
    clearTimeout(task.timer);
    if (this.current === task) this.current = undefined;
    if (outcome instanceof Error) task.reject(outcome);
    else task.resolve(outcome);
  }

  private spawn(): Worker {
    // The services run TypeScript through swc-node (ADR 0004); the thread needs the same loader.
    const worker = new Worker(join(__dirname, 'photo-analysis.thread.ts'), {
      execArgv: ['-r', '@swc-node/register'],
    });
    worker.unref();
    worker.on('message', (result: AnalysisResult) => {
      const task = this.current;
      if (!task || task.id !== result.id) return;
      this.settle(task, 'error' in result ? new Error(result.error) : result.looks);
      this.pump();
    });
    worker.on('error', (error) => this.lose(worker, error));
    worker.on('exit', (code) => this.lose(worker, new Error(`photo analysis thread exited (${code})`)));
    return worker;
  }

  private replace(worker: Worker): void {
    if (this.worker === worker) this.worker = undefined;
    void worker.terminate();
    this.pump();
  }

  /** A thread that died fails its photo and is replaced on the next one. */
  private lose(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    if (this.current) this.settle(this.current, error);
    this.pump();
  }
}
