/**
 * Memory and CPU of this process and everything it started (Chromium, pdftoppm), for the production and
 * refinement benches. Descendants are found through /proc/<pid>/task/<tid>/children, so a sample reads a
 * few files of our own processes instead of every process on the machine (that scan cost the measured
 * process a tenth of a core on a busy machine).
 */
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

const PAGE_SIZE = 4096;
const TICKS_PER_SECOND = 100;

function childrenOf(pid: number): number[] {
  const out: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const list = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (list) out.push(...list.split(' ').map(Number));
    }
  } catch {
    // the process ended while we looked
  }
  return out;
}

function descendants(root: number): number[] {
  const all: number[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    all.push(pid);
    stack.push(...childrenOf(pid));
  }
  return all;
}

/**
 * Memory of a process and all its descendants, in bytes: `rss` sums each process's resident set (counts
 * shared libraries once per Chromium process, an upper bound); `pss` shares shared pages out
 * proportionally (/proc/<pid>/smaps_rollup), what the processes really cost the machine together.
 */
export function treeMemory(root: number): { rss: number; pss: number } {
  const total = { rss: 0, pss: 0 };
  const nodeExe = readlinkSync(`/proc/${root}/exe`);
  for (const pid of descendants(root)) {
    try {
      // A child forked but not yet exec'd shares the parent's pages (see the sampler below): not counted.
      if (pid !== root && readlinkSync(`/proc/${pid}/exe`) === nodeExe) continue;
      total.rss += Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_SIZE;
      const pss = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      total.pss += Number(pss?.[1] ?? 0) * 1024;
    } catch {
      // gone
    }
  }
  return total;
}

/**
 * CPU seconds (user + system) of this process and every process it started: the ones waited for
 * (pdftoppm, poppler, a closed Chromium) through cutime, the running ones (Chromium) directly.
 */
export function treeCpuSeconds(): number {
  const fields = (pid: number): number[] => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
  };
  const own = fields(process.pid);
  // Fields after the name, 0-based: utime 11, stime 12, cutime 13, cstime 14.
  let ticks = (own[11] ?? 0) + (own[12] ?? 0) + (own[13] ?? 0) + (own[14] ?? 0);
  for (const pid of descendants(process.pid).slice(1)) {
    try {
      const f = fields(pid);
      ticks += (f[11] ?? 0) + (f[12] ?? 0) + (f[13] ?? 0) + (f[14] ?? 0);
    } catch {
      // gone: its time is in its parent's cutime once waited for
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/**
 * Samples the tree's memory every `everyMs` on a worker thread (reading smaps_rollup of a Node process
 * that has reserved gigabytes of address space takes 20–30 ms: on the main thread the sampling held up the
 * production it measured) and keeps the peak, overall and per named phase.
 */
export class PeakSampler {
  private readonly worker: Worker;
  private readonly shared: Float64Array;
  private phases: string[] = [];

  constructor(everyMs = 250) {
    // [0] phase index, [1] peak rss, [2] peak pss, [3 + i] peak pss of phase i (i < 32), [BREAKDOWN + KINDS × i + k]
    // the pss of processes of kind k at phase i's peak (phase 0: the overall peak).
    this.shared = new Float64Array(new SharedArrayBuffer(8 * (BREAKDOWN + KINDS.length * 33)));
    this.worker = new Worker(SAMPLER, {
      eval: true,
      workerData: { root: process.pid, everyMs, shared: this.shared },
    });
    this.worker.unref();
    this.ready = new Promise((resolve) => this.worker.once('message', () => resolve()));
  }

  /**
   * Resolves once the first sample is taken: a worker thread can take seconds to start on a loaded machine, and a
   * stage entered before then went unsampled (a layout stage printed 0 MiB).
   */
  readonly ready: Promise<void>;

  /** Starts a phase; its peak is kept under this name. */
  enter(phase: string): void {
    this.phases.push(phase);
    Atomics.store(new Int32Array(this.shared.buffer), 0, this.phases.length);
  }

  get peak(): { rss: number; pss: number } {
    return { rss: this.shared[1] ?? 0, pss: this.shared[2] ?? 0 };
  }

  /** Peak PSS per phase, in the order the phases were entered. */
  get phasePeakPss(): Map<string, number> {
    return new Map(this.phases.map((p, i) => [p, this.shared[4 + i] ?? 0]));
  }

  /**
   * What made up a phase's peak (or the overall peak without a phase): PSS per kind of process, in MiB, e.g.
   * `node 420 + chromium 310 + pdftoppm 60`. The books service's own process (its heap, sharp's buffers, the voice's
   * thread) is `node`.
   */
  breakdown(phase?: string): string {
    const i = phase === undefined ? 0 : this.phases.indexOf(phase) + 1;
    if (phase !== undefined && i === 0) return '';
    return KINDS.map((kind, k) => [kind, this.shared[BREAKDOWN + KINDS.length * i + k] ?? 0] as const)
      .filter(([, bytes]) => bytes >= 2 ** 20)
      .map(([kind, bytes]) => `${kind} ${mib(bytes)}`)
      .join(' + ');
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }
}

/** Kinds of process the peak is broken down by (`comm` of each; anything else is `other`). */
const KINDS = ['node', 'chromium', 'pdftoppm', 'poppler', 'lame', 'other'];
const BREAKDOWN = 40;

/** The sampler thread: treeMemory as above, in plain JavaScript (workers load no TypeScript). */
const SAMPLER = `
const { readFileSync, readdirSync } = require('node:fs');
const { workerData } = require('node:worker_threads');
const { root, everyMs, shared } = workerData;
const KINDS = ${JSON.stringify(KINDS)};
const BREAKDOWN = ${BREAKDOWN};
const kindOf = (pid) => {
  let comm = '';
  try { comm = readFileSync('/proc/' + pid + '/comm', 'utf8').trim(); } catch {}
  if (pid === root) return 0;
  if (comm.startsWith('chrom') || comm === 'headless_shell') return 1;
  if (/^pdf(info|images|fonts|tocairo|totext|detach|sig)$/.test(comm)) return 3;
  const k = KINDS.indexOf(comm);
  return k >= 0 ? k : KINDS.length - 1;
};
const phase = new Int32Array(shared.buffer);
function childrenOf(pid) {
  const out = [];
  try {
    for (const task of readdirSync('/proc/' + pid + '/task')) {
      const list = readFileSync('/proc/' + pid + '/task/' + task + '/children', 'utf8').trim();
      if (list) out.push(...list.split(' ').map(Number));
    }
  } catch {}
  return out;
}
const { readlinkSync } = require('node:fs');
const nodeExe = readlinkSync('/proc/' + root + '/exe');
function sample() {
  let rss = 0, pss = 0;
  const byKind = KINDS.map(() => 0);
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop();
    try {
      // A child forked but not yet exec'd (lame, pdftoppm, poppler about to start) shares every page of this
      // process: read after this process was, its share counted the same memory twice (a 400 MiB process
      // sampled while it spawned children peaked at 627 MiB). It is skipped; its program is counted once running.
      if (pid !== root && readlinkSync('/proc/' + pid + '/exe') === nodeExe) continue;
      rss += Number(readFileSync('/proc/' + pid + '/statm', 'utf8').split(' ')[1]) * 4096;
      const m = /^Pss:\\s+(\\d+) kB/m.exec(readFileSync('/proc/' + pid + '/smaps_rollup', 'utf8'));
      const own = Number(m ? m[1] : 0) * 1024;
      pss += own;
      byKind[kindOf(pid)] += own;
    } catch {}
    stack.push(...childrenOf(pid));
  }
  const keep = (i) => byKind.forEach((bytes, k) => { shared[BREAKDOWN + KINDS.length * i + k] = bytes; });
  shared[1] = Math.max(shared[1], rss);
  if (pss > shared[2]) { shared[2] = pss; keep(0); }
  const p = Atomics.load(phase, 0);
  if (p > 0 && p < 33 && pss > shared[3 + p]) { shared[3 + p] = pss; keep(p); }
}
setInterval(sample, everyMs);
sample();
require('node:worker_threads').parentPort.postMessage('sampled');
`;

export const mib = (bytes: number): string => (bytes / 2 ** 20).toFixed(0);
