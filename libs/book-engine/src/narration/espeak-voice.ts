import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Language } from '../types';
import { parseWav, splitAtPauses, type Pcm } from './pcm';
import type { Voice } from './voice';

/** espeak-ng's voice per book language (Mandarin is `cmn`). */
const ESPEAK_VOICES: Record<Language, string> = {
  en: 'en-us',
  de: 'de',
  fr: 'fr',
  es: 'es',
  it: 'it',
  pt: 'pt',
  ru: 'ru',
  zh: 'cmn',
  ja: 'ja',
  ko: 'ko',
  ar: 'ar',
};
/** Words a minute: espeak's own (a slower rate costs espeak-ng about twice the time to speak). */
const RATE = 175;
/** The pause between pages in one run, and the shortest pause the cut takes for a page break. */
const PAGE_BREAK_MS = 3000;
const CUT_AT_MS = 2000;
/** espeak-ng 1.0.2 (npm); a new build or new settings give new cache keys. */
const VERSION = 'espeak-ng-wasm-1.0.2';

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Task {
  id: number;
  voice: string;
  ssml: string;
  resolve(wav: Buffer): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

/**
 * The embedded voice (issue #28, ADR 0038): espeak-ng's WebAssembly build in one worker thread, started on first
 * use and ended `idleCloseMs` after its last run: the thread with the compiled program and its one instance (put
 * back to its first state before each run, see espeak.thread.mjs) holds about 100 MiB, which a book's production
 * must not carry into the next book's pictures (the bench's peak). Starting it again costs about a second of
 * compiling and instantiating per book. A language's texts are spoken in one run (the speech a few ms a second of
 * audio) with a 3 s break after each text, then cut at those breaks; should the cut not give one piece per text,
 * each text is spoken in a run of its own. Robotic, offline, never silent.
 */
export class EspeakVoice implements Voice {
  private worker: Worker | undefined;
  private current: Task | undefined;
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly timeoutMs: number;
  private readonly idleCloseMs: number;

  constructor(options: { timeoutMs?: number; idleCloseMs?: number } = {}) {
    this.timeoutMs = options.timeoutMs ?? 120_000;
    this.idleCloseMs = options.idleCloseMs ?? 500;
  }

  /** Whether the worker thread is running (tests, bench). */
  get threadRunning(): boolean {
    return this.worker !== undefined;
  }

  idFor(language: Language): string {
    return `${VERSION}:${ESPEAK_VOICES[language]}:${RATE}`;
  }

  async speak(language: Language, texts: string[]): Promise<Pcm[]> {
    if (texts.length === 0) return [];
    const voice = ESPEAK_VOICES[language];
    const para = (t: string) => `<p>${escapeXml(t)}</p>`;
    if (texts.length > 1) {
      const ssml = `<speak>${texts.map((t) => `${para(t)}<break time="${PAGE_BREAK_MS}ms"/>`).join('')}</speak>`;
      const pieces = splitAtPauses(parseWav(await this.run(voice, ssml)), CUT_AT_MS);
      if (pieces.length === texts.length) return pieces;
    }
    const out: Pcm[] = [];
    for (const text of texts) {
      const [piece] = splitAtPauses(
        parseWav(await this.run(voice, `<speak>${para(text)}</speak>`)),
        CUT_AT_MS * 10,
      );
      if (!piece) throw new Error(`espeak-ng said nothing for a ${language} text`);
      out.push(piece);
    }
    return out;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    for (const task of this.queue.splice(0)) task.reject(new Error('the voice is closed'));
    if (this.current) this.settle(this.current, new Error('the voice is closed'));
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private run(voice: string, ssml: string): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('the voice is closed'));
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, voice, ssml, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    if (this.current || this.closed) return;
    clearTimeout(this.idleTimer);
    if (this.queue.length === 0) {
      // Nothing more to say: the thread and its memory go after a short wait (a revision's runs follow each other).
      const idle = this.worker;
      if (idle) {
        this.idleTimer = setTimeout(() => {
          if (this.worker !== idle || this.current || this.queue.length > 0) return;
          this.worker = undefined;
          void idle.terminate();
        }, this.idleCloseMs);
        this.idleTimer.unref();
      }
      return;
    }
    const worker = (this.worker ??= this.spawn());
    const task = this.queue.shift()!;
    this.current = task;
    task.timer = setTimeout(() => {
      this.settle(task, new Error(`espeak-ng took longer than ${this.timeoutMs} ms`));
      if (this.worker === worker) this.worker = undefined;
      void worker.terminate();
      this.pump();
    }, this.timeoutMs);
    task.timer.unref();
    worker.postMessage({ id: task.id, voice: task.voice, rate: RATE, ssml: task.ssml });
  }

  private settle(task: Task, outcome: Buffer | Error): void {
    clearTimeout(task.timer);
    if (this.current === task) this.current = undefined;
    if (outcome instanceof Error) task.reject(outcome);
    else task.resolve(outcome);
  }

  private spawn(): Worker {
    const worker = new Worker(join(__dirname, 'espeak.thread.mjs'));
    worker.unref();
    worker.on('message', (result: { id: number; wav?: Uint8Array; error?: string }) => {
      const task = this.current;
      if (!task || task.id !== result.id) return;
      this.settle(
        task,
        result.wav
          ? Buffer.from(result.wav.buffer, result.wav.byteOffset, result.wav.byteLength)
          : new Error(result.error ?? 'espeak-ng failed'),
      );
      this.pump();
    });
    const lose = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      if (this.current) this.settle(this.current, error);
      this.pump();
    };
    worker.on('error', lose);
    worker.on('exit', (code) => lose(new Error(`espeak-ng thread exited (${code})`)));
    return worker;
  }
}
