import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { connect } from '@nats-io/transport-node';

export interface NatsHandle {
  url: string;
  local: boolean;
  stop(): Promise<void>;
}

export interface NatsCredentials {
  user: string;
  password: string;
}

export async function canConnectNats(
  url: string,
  timeoutMs = 1500,
  credentials?: NatsCredentials,
): Promise<boolean> {
  try {
    const auth = credentials ? { user: credentials.user, pass: credentials.password } : {};
    const nc = await connect({ servers: url, timeout: timeoutMs, reconnect: false, ...auth });
    await nc.close();
    return true;
  } catch {
    return false;
  }
}

const CANDIDATES = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'];

export function findNatsServer(): string | undefined {
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v nats-server'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

/** Installs nats-server from Debian's packages when missing (root only); otherwise says what to do. */
export function installNatsServer(log: (line: string) => void): string {
  const existing = findNatsServer();
  if (existing) return existing;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'nats-server is not installed and NATS is not reachable at NATS_URL. Install it (apt-get install nats-server) or set NATS_URL.',
    );
  }
  log('Installing nats-server with apt-get (Debian package) ...');
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'nats-server']]) {
    const r = spawnSync('apt-get', args, {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status !== 0)
      throw new Error(`apt-get ${args.join(' ')} failed; install nats-server by hand or set NATS_URL.`);
  }
  const installed = findNatsServer();
  if (!installed) throw new Error('nats-server still missing after apt-get install.');
  return installed;
}

/** Uses the NATS at `url` when it answers; otherwise starts a local nats-server with JetStream under `dataDir`. */
export async function ensureNats(options: {
  url: string;
  dataDir: string;
  log?: (line: string) => void;
}): Promise<NatsHandle> {
  const log = options.log ?? (() => undefined);
  if (await canConnectNats(options.url))
    return { url: options.url, local: false, stop: async () => undefined };
  const u = new URL(options.url.replace(/^nats:/, 'http:'));
  const port = Number(u.port || 4222);
  const bin = installNatsServer(log);
  mkdirSync(options.dataDir, { recursive: true });
  log(`NATS is not reachable at ${options.url}: starting ${bin} with JetStream on port ${port}`);
  return spawnNatsServer(bin, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', options.dataDir], port);
}

/**
 * Starts a nats-server of the caller's own with a configuration file (users, permissions, JetStream store;
 * `renderNatsServerConfig` in libs/messaging) and waits until `probe` can sign in. Fails when the port is
 * taken rather than falling back to whatever listens there: an unauthenticated NATS is what this replaces.
 */
export async function startNatsServer(options: {
  port: number;
  configFile: string;
  probe: NatsCredentials;
  log?: (line: string) => void;
}): Promise<NatsHandle> {
  const url = `nats://127.0.0.1:${options.port}`;
  if (await canConnectNats(url, 500).catch(() => false)) {
    throw new Error(
      `Something already listens on ${url}: the stack runs its own nats-server with users there. Stop it or set NATS_PORT.`,
    );
  }
  const bin = installNatsServer(options.log ?? (() => undefined));
  options.log?.(`Starting ${bin} with users and JetStream on port ${options.port}`);
  return spawnNatsServer(bin, ['-c', options.configFile], options.port, options.probe);
}

async function spawnNatsServer(
  bin: string,
  args: string[],
  port: number,
  probe?: NatsCredentials,
): Promise<NatsHandle> {
  const child = await spawnReadyNatsServer(bin, args, port, probe);
  return { url: `nats://127.0.0.1:${port}`, local: true, stop: () => stopChild(child) };
}

/** Spawns nats-server and resolves once `probe` can sign in (kills it and throws after 10 s or when it exits). */
async function spawnReadyNatsServer(
  bin: string,
  args: string[],
  port: number,
  probe?: NatsCredentials,
): Promise<ChildProcess> {
  const child: ChildProcess = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: false });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
  const url = `nats://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (!(await canConnectNats(url, 500, probe))) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`nats-server exited with code ${child.exitCode ?? child.signalCode}: ${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`nats-server did not start within 10 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return child;
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The stack's own nats-server, kept running: `pid` of the one running now, `restarts` so far. */
export interface SupervisedNats extends NatsHandle {
  readonly pid: number | undefined;
  readonly restarts: number;
}

/**
 * `startNatsServer`, supervised as the launcher supervises the services (issue #27): a nats-server that dies
 * without being asked to — `kill -9`, an out-of-memory kill — is started again with the same configuration file,
 * so on the same port, with the same users and the same JetStream store (streams, consumers and their positions
 * survive), after `minDelayMs` doubling up to `maxDelayMs` while it keeps failing. The clients of the services and
 * the BFF reconnect by themselves. The output says what happened, as for a service.
 */
export async function superviseNatsServer(options: {
  port: number;
  configFile: string;
  probe: NatsCredentials;
  log: (line: string) => void;
  minDelayMs?: number;
  maxDelayMs?: number;
  /** A server that ran this long before dying starts again from the first delay. */
  stableAfterMs?: number;
}): Promise<SupervisedNats> {
  const url = `nats://127.0.0.1:${options.port}`;
  if (await canConnectNats(url, 500).catch(() => false)) {
    throw new Error(
      `Something already listens on ${url}: the stack runs its own nats-server with users there. Stop it or set NATS_PORT.`,
    );
  }
  const bin = installNatsServer(options.log);
  const args = ['-c', options.configFile];
  const minDelay = options.minDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 10_000;
  const stableAfter = options.stableAfterMs ?? 60_000;
  options.log(`Starting ${bin} with users and JetStream on port ${options.port} (supervised)`);
  let child = await spawnReadyNatsServer(bin, args, options.port, options.probe);
  let stopping = false;
  let restarts = 0;
  let delay = minDelay;
  let pending: NodeJS.Timeout | undefined;

  const restartIn = (ms: number) => {
    pending = setTimeout(() => {
      pending = undefined;
      if (stopping) return;
      spawnReadyNatsServer(bin, args, options.port, options.probe).then(
        (next) => {
          if (stopping) return void stopChild(next);
          restarts++;
          watch(next);
          options.log(`nats-server restarted on port ${options.port} (restart ${restarts})`);
        },
        (error: Error) => {
          const wait = delay;
          delay = Math.min(maxDelay, delay * 2);
          options.log(
            `nats-server did not come back (${error.message.split('\n')[0]}); trying again in ${(wait / 1000).toFixed(1)} s`,
          );
          restartIn(wait);
        },
      );
    }, ms);
  };
  const watch = (running: ChildProcess) => {
    child = running;
    const startedAt = Date.now();
    running.once('exit', (code, signal) => {
      if (stopping || child !== running) return;
      if (Date.now() - startedAt >= stableAfter) delay = minDelay;
      const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
      options.log(
        `nats-server ${how}; restarting it in ${(delay / 1000).toFixed(1)} s on port ${options.port}`,
      );
      const wait = delay;
      delay = Math.min(maxDelay, delay * 2);
      restartIn(wait);
    });
  };
  watch(child);

  return {
    url,
    local: true,
    get pid() {
      return child.pid;
    },
    get restarts() {
      return restarts;
    },
    async stop() {
      stopping = true;
      if (pending) clearTimeout(pending);
      await stopChild(child);
    },
  };
}
