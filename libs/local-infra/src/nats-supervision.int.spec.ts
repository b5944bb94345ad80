import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { superviseNatsServer, type SupervisedNats } from './nats';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the stack’s own nats-server, supervised (issue #27)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fabelhaft-nats-supervision-'));
  const probe = { user: 'operator', password: 'operator-password-for-this-test-only' };
  let server: SupervisedNats | undefined;
  let nc: NatsConnection | undefined;
  afterAll(async () => {
    await nc?.close().catch(() => undefined);
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('comes back after kill -9 on the same port with the same users and JetStream store; clients reconnect', async () => {
    const port = await freePort();
    const configFile = join(dir, 'nats.conf');
    writeFileSync(
      configFile,
      [
        `host: "127.0.0.1"`,
        `port: ${port}`,
        `jetstream: { store_dir: ${JSON.stringify(join(dir, 'js'))} }`,
        `authorization: { users: [ { user: "${probe.user}", password: "${probe.password}" } ] }`,
      ].join('\n'),
    );
    const output: string[] = [];
    server = await superviseNatsServer({
      port,
      configFile,
      probe,
      log: (line) => output.push(line),
      minDelayMs: 100,
    });
    expect(server.url).toBe(`nats://127.0.0.1:${port}`);
    nc = await connect({
      servers: server.url,
      user: probe.user,
      pass: probe.password,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 200,
    });
    const jsm = await jetstreamManager(nc);
    await jsm.streams.add({ name: 'SUPERVISION', subjects: ['supervision.>'] });
    await jetstream(nc).publish('supervision.before', 'kept');

    const first = server.pid!;
    process.kill(first, 'SIGKILL');
    await until('the restart', () => server!.restarts === 1);
    expect(server.pid).not.toBe(first);
    expect(output).toEqual([
      expect.stringMatching(/^Starting .*nats-server with users and JetStream on port \d+ \(supervised\)$/),
      `nats-server was killed (SIGKILL); restarting it in 0.1 s on port ${port}`,
      `nats-server restarted on port ${port} (restart 1)`,
    ]);

    // The same connection works again, and the stream with its message is still there.
    await until('the client’s reconnect', async () => {
      try {
        await nc!.flush();
        return (await jsm.streams.info('SUPERVISION')).state.messages === 1;
      } catch {
        return false;
      }
    });
    await jetstream(nc).publish('supervision.after', 'new');
    expect((await jsm.streams.info('SUPERVISION')).state.messages).toBe(2);

    // Asked to stop, it stays stopped.
    const last = server.pid!;
    await server.stop();
    await new Promise((r) => setTimeout(r, 500));
    expect(() => process.kill(last, 0)).toThrow();
    expect(server.restarts).toBe(1);
  }, 60_000);
});
