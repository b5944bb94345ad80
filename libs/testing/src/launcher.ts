// The launcher side of test stacks (`startTestStack`, `sharedTestStack`): how `npm start`'s launcher is run,
// waited for and cleaned up after. Not part of the package's API.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { eventually } from './eventually';
import type { RunningStackFacts } from './stack';

export const REPO_ROOT = join(__dirname, '../../..');

/** `npm start`'s launcher, run through swc-node like every process of the stack. */
export const LAUNCHER_ARGS = ['-r', '@swc-node/register', join(REPO_ROOT, 'deploy/local/src/start.ts')];

/** Without jest's NODE_ENV=test: the stack runs as `npm start` runs it. */
export function launcherEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { ...withoutNodeEnv(process.env), ...env };
}

function withoutNodeEnv(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_ENV: _ignored, ...rest } = source;
  return rest;
}

/** Waits until the launcher has written stack.json (the whole stack answers), failing early when it exits. */
export async function waitForFacts(
  dir: string,
  launcher: ChildProcess,
  output: () => string,
): Promise<RunningStackFacts> {
  const file = join(dir, 'stack.json');
  return eventually(
    () => {
      if (launcher.exitCode !== null || launcher.signalCode !== null)
        throw new Error(`launcher exited:\n${output()}`);
      if (!existsSync(file)) throw new Error(`no stack.json yet:\n${output()}`);
      return JSON.parse(readFileSync(file, 'utf8')) as RunningStackFacts;
    },
    // A stack's dozen processes start at once; on two busy cores that can take a while (a machine shared with
    // other runs may ask for longer: STACK_START_TIMEOUT_MS).
    Number(process.env.STACK_START_TIMEOUT_MS) || 150_000,
    200,
  );
}

/** Starts the launcher in a process group of its own, its output into `logFile`: it outlives this process. */
export function spawnDetachedLauncher(env: Record<string, string>, logFile: string): ChildProcess {
  const fd = openSync(logFile, 'a');
  try {
    const launcher = spawn(process.execPath, LAUNCHER_ARGS, {
      cwd: REPO_ROOT,
      env: launcherEnv(env),
      stdio: ['ignore', fd, fd],
      detached: true,
    });
    launcher.unref();
    return launcher;
  } finally {
    closeSync(fd);
  }
}

/** The last lines of every process log, for a failure message that says what went wrong. */
export function logTails(logDir: string): string {
  if (!existsSync(logDir)) return '';
  return readdirSync(logDir)
    .map(
      (f) => `--- ${f}\n${readFileSync(join(logDir, f), 'utf8').trimEnd().split('\n').slice(-15).join('\n')}`,
    )
    .join('\n');
}

export async function dropDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new Client({
    connectionString: url.replace(/\/[^/]*$/, '/postgres'),
    connectionTimeoutMillis: 10_000,
  });
  admin.on('error', () => undefined);
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`).finally(() => admin.end());
}
