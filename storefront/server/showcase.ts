import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ViewerData } from '@fabelhaft/contracts';
import { SHOWCASE_KEYS, type ShowcaseReader } from '../src/showcase/showcase-model';

/** Bump when the samples change (libs/book-engine/src/showcase): books made before are made again. */
const SHOWCASE_VERSION = 'v1';
const ROOT = join(__dirname, '../..');

const isKey = (key: string) => (SHOWCASE_KEYS as readonly string[]).includes(key);

/** issue #26: the sample books the book engine made, read from their folder (`<dir>/v1/<key>/`). */
export class ShowcaseBooks implements ShowcaseReader {
  private readonly dir: string;

  constructor(dir: string) {
    this.dir = join(dir, SHOWCASE_VERSION);
  }

  book(key: string): ViewerData | null {
    if (!isKey(key)) return null;
    try {
      return JSON.parse(readFileSync(join(this.dir, key, 'viewer.json'), 'utf8')) as ViewerData;
    } catch {
      return null;
    }
  }

  /** A page image (`page-<n>.webp`) of a made sample, or null. */
  file(key: string, file: string): Buffer | null {
    if (!isKey(key) || !/^page-\d{1,3}\.webp$/.test(file)) return null;
    try {
      return readFileSync(join(this.dir, key, file));
    } catch {
      return null;
    }
  }

  /**
   * Makes the samples not made yet, in a process of its own (the book engine with Chromium and sharp, kept
   * out of the web server's memory); the showcase shows each card's book as soon as it is there.
   */
  generate(log: (line: string) => void): ChildProcess | null {
    if (SHOWCASE_KEYS.every((key) => this.book(key))) return null;
    const child = spawn(
      process.execPath,
      ['-r', '@swc-node/register', join(ROOT, 'libs/book-engine/src/showcase/make-showcase.ts'), this.dir],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, MALLOC_ARENA_MAX: '2' } },
    );
    const forward = (chunk: Buffer) =>
      chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .forEach((line) => log(line));
    child.stdout?.on('data', forward);
    child.stderr?.on('data', forward);
    return child;
  }
}
