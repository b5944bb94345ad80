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
  const child: ChildProcess = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: false });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
  const url = `nats://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (!(await canConnectNats(url, 500, probe))) {
    if (child.exitCode !== null) throw new Error(`nats-server exited with code ${child.exitCode}: ${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`nats-server did not start within 10 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    local: true,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
