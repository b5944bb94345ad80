import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';

export const REPO_ROOT = join(__dirname, '../../..');

/**
 * The processes `npm start` runs, as data: the stack test and docker-compose.yml are checked against this
 * list, so nothing is started that the compose file does not describe.
 */
export interface ProcessSpec {
  name: string;
  /** Entry point, relative to the repository root (TypeScript, run through swc-node). */
  entry: string;
  env: Record<string, string>;
}

export interface RunningProcess {
  spec: ProcessSpec;
  child: ChildProcess;
  logFile: string;
  exited: Promise<number | null>;
}

/** Starts one process with its output in `<logDir>/<name>.log`. */
export function startProcess(spec: ProcessSpec, logDir: string): RunningProcess {
  const logFile = join(logDir, `${spec.name}.log`);
  const log: WriteStream = createWriteStream(logFile, { flags: 'a' });
  log.write(`\n--- ${new Date().toISOString()} starting ${spec.name}\n`);
  const child = spawn(process.execPath, ['-r', '@swc-node/register', join(REPO_ROOT, spec.entry)], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { spec, child, logFile, exited };
}

export async function stopProcess(p: RunningProcess, timeoutMs = 8000): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), timeoutMs);
  await p.exited;
  clearTimeout(timer);
}

export function tail(file: string, lines = 20): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * How often a supervised process may crash while the stack waits for it before the start gives up: once is a
 * slow machine (seen: the BFF's NATS sign-in timed out while twenty-odd processes compiled on two loaded cores,
 * and its supervisor started it again), three times is a process that cannot start.
 */
export const STARTUP_CRASHES = 3;

const hasExited = (p: RunningProcess) => p.child.exitCode !== null || p.child.signalCode !== null;

/**
 * Waits until `probe` returns a value, failing early when the process dies — for a supervised one, when it has
 * crashed `STARTUP_CRASHES` times (its supervisor restarts it in between).
 */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  p: RunningProcess | SupervisedProcess | undefined,
  timeoutMs = 180_000, // generous: a process that dies fails at once; a slow machine (CI under load) only waits longer
  /** Gives up at once when aborted (Ctrl-C while the stack starts). */
  abort?: AbortSignal,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (abort?.aborted) throw new Error(`stopped while waiting for ${what}`);
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    const running = p && 'current' in p ? p.current : p;
    const gaveUp = p && 'current' in p ? p.restarts >= STARTUP_CRASHES - 1 : true;
    if (running && hasExited(running) && gaveUp) {
      throw new Error(
        `${running.spec.name} exited while starting. Last lines of ${running.logFile}:\n${tail(running.logFile)}`,
      );
    }
    if (Date.now() > deadline) throw new Error(`${what} not ready after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface SupervisorOptions {
  /** Where "restarting …" lines go (the launcher's own output). */
  log(line: string): void;
  /** First restart delay, doubled after each crash up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** A process that ran this long before dying starts again from the first delay. */
  stableAfterMs?: number;
}

/** A process kept running: restarted with backoff whenever it exits without being asked to. */
export interface SupervisedProcess {
  readonly spec: ProcessSpec;
  /** The child running now (a new one after each restart). */
  readonly current: RunningProcess;
  readonly restarts: number;
  stop(): Promise<void>;
}

/**
 * Runs a process as a supervisor would (systemd `Restart=on-failure`, Kubernetes' restart policy): one crashed
 * service must not take the whole local stack down, and the output says what happened.
 */
export function superviseProcess(
  spec: ProcessSpec,
  logDir: string,
  options: SupervisorOptions,
): SupervisedProcess {
  const minDelay = options.minDelayMs ?? 1000;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const stableAfter = options.stableAfterMs ?? 60_000;
  let stopping = false;
  let restarts = 0;
  let delay = minDelay;
  let pendingRestart: NodeJS.Timeout | undefined;
  let current: RunningProcess;

  const launch = () => {
    const startedAt = Date.now();
    const p = startProcess(spec, logDir);
    current = p;
    void p.exited.then((code) => {
      if (stopping || current !== p) return;
      if (Date.now() - startedAt >= stableAfter) delay = minDelay;
      const how = code === null ? `was killed (${p.child.signalCode})` : `exited with code ${code}`;
      options.log(`${spec.name} ${how}; restarting it in ${(delay / 1000).toFixed(1)} s (see ${p.logFile})`);
      pendingRestart = setTimeout(() => {
        pendingRestart = undefined;
        if (stopping) return;
        restarts++;
        launch();
        options.log(`${spec.name} restarted (restart ${restarts})`);
      }, delay);
      delay = Math.min(maxDelay, delay * 2);
    });
  };
  launch();

  return {
    spec,
    get current() {
      return current;
    },
    get restarts() {
      return restarts;
    },
    async stop() {
      stopping = true;
      if (pendingRestart) clearTimeout(pendingRestart);
      await stopProcess(current);
    },
  };
}
