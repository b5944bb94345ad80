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

/** Waits until `probe` returns a value, failing early when the process dies. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  p: RunningProcess | undefined,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (p && (p.child.exitCode !== null || p.child.signalCode !== null)) {
      throw new Error(
        `${p.spec.name} exited while starting. Last lines of ${p.logFile}:\n${tail(p.logFile)}`,
      );
    }
    if (Date.now() > deadline) throw new Error(`${what} not ready after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
