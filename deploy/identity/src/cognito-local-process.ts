import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const INTERNAL_HOST = '127.0.0.1';
const START_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 3_000;
const OUTPUT_TAIL_LINES = 40;

export interface CognitoLocalHandle {
  /** The internal base URL, e.g. http://127.0.0.1:41234 (never handed to browsers). */
  url: string;
  stop(): Promise<void>;
}

export interface CognitoLocalOptions {
  /** cognito-local keeps `.cognito/` (config.json and db/) under its working directory: this one. */
  dataDir: string;
  /** Token `iss` becomes `<issuerDomain>/<poolId>`, so it must be the URL clients really use. */
  issuerDomain: string;
  /** Called when cognito-local dies while we did not ask it to stop. */
  onUnexpectedExit?: (reason: string) => void;
}

/** Starts cognito-local as a child process on a free internal port and waits until it answers. */
export async function startCognitoLocal(options: CognitoLocalOptions): Promise<CognitoLocalHandle> {
  const port = await findFreePort();
  writeCognitoConfig(options.dataDir, options.issuerDomain, port);
  const child = spawnCognitoLocal(options.dataDir, port);
  const output = collectOutput(child);
  const url = `http://${INTERNAL_HOST}:${port}`;
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) options.onUnexpectedExit?.(`cognito-local exited (${signal ?? code})\n${output.tail()}`);
  });
  try {
    await waitUntilHealthy(url, child, output.tail);
  } catch (error) {
    stopping = true;
    await stopChild(child);
    throw error;
  }
  return {
    url,
    stop: async () => {
      stopping = true;
      await stopChild(child);
    },
  };
}

/**
 * Merges our settings into `.cognito/config.json`, keeping anything else a developer put there.
 * UsernameAttributes is emptied because cognito-local's default (`["email"]`) turns every username into a
 * generated uuid and rejects usernames without "@", which rules out federated names like `Google_123`.
 */
function writeCognitoConfig(dataDir: string, issuerDomain: string, port: number): void {
  const dir = join(dataDir, '.cognito');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'config.json');
  const existing = readJsonObject(file);
  const config = {
    ...existing,
    UserPoolDefaults: { ...asObject(existing['UserPoolDefaults']), UsernameAttributes: [] },
    TokenConfig: { ...asObject(existing['TokenConfig']), IssuerDomain: issuerDomain },
    // The internal port changes every start; a stale one in the file would win over the PORT variable.
    ServerConfig: { ...asObject(existing['ServerConfig']), hostname: INTERNAL_HOST, port, https: false },
  };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}

function readJsonObject(file: string): Record<string, unknown> {
  if (!existsSync(file)) return {};
  try {
    return asObject(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return {};
  }
}

function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function spawnCognitoLocal(cwd: string, port: number): ChildProcess {
  const startScript = require.resolve('cognito-local/lib/bin/start.js');
  // The IPC channel closes when this process dies, even by SIGKILL: the child then exits instead of
  // lingering on its port.
  const script = `process.on('disconnect', () => process.exit(0)); require(${JSON.stringify(startScript)});`;
  return spawn(process.execPath, ['-e', script], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: INTERNAL_HOST,
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    // Its own process group: Ctrl+C reaches only us, and we stop it in order (no "unexpected exit" race).
    detached: true,
  });
}

/** Keeps the last lines cognito-local printed, to explain a failed start or a crash. */
function collectOutput(child: ChildProcess): { tail: () => string } {
  const lines: string[] = [];
  const keep = (chunk: Buffer): void => {
    // pino-pretty colours its output even into a pipe.
    lines.push(...stripVTControlCharacters(chunk.toString('utf8')).split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - OUTPUT_TAIL_LINES));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { tail: () => lines.join('\n') };
}

async function waitUntilHealthy(url: string, child: ChildProcess, tail: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `cognito-local exited during start (${child.signalCode ?? child.exitCode}):\n${tail()}`,
      );
    }
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`cognito-local did not answer within ${START_TIMEOUT_MS / 1000} s:\n${tail()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, INTERNAL_HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
