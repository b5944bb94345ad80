import { Client } from 'pg';
import { z } from 'zod';
import { ErrorCodes, rpc, UnstorableTextDetail } from '@fabelhaft/contracts';
import { testNatsUrl, testPostgresServerUrl, testSubjectPrefix } from '@fabelhaft/testing';
import { connectNats, type NatsConnection } from './connection';
import { RemoteError, RpcClient, RpcServer, RpcUnavailableError } from './rpc';
import { Subjects } from './subjects';

const slowEcho = rpc('rpc.test.slow-echo', z.object({ text: z.string() }), z.object({ echo: z.string() }));

describe('RpcServer', () => {
  let serverConnection: NatsConnection;
  let clientConnection: NatsConnection;
  const subjects = new Subjects(testSubjectPrefix('rpc'));

  beforeAll(async () => {
    serverConnection = await connectNats({ url: testNatsUrl(), name: 'rpc-test-server' });
    clientConnection = await connectNats({ url: testNatsUrl(), name: 'rpc-test-client' });
  });
  afterAll(async () => {
    if (!serverConnection.isClosed()) await serverConnection.close();
    await clientConnection.close();
  });

  it('hands no handler text Postgres cannot store, in any field (issue #22)', async () => {
    const server = new RpcServer(serverConnection, subjects, 'test-text', { error: () => undefined });
    const seen: unknown[] = [];
    const notes = rpc(
      'rpc.test.notes',
      z.object({ text: z.string(), extra: z.unknown().optional() }),
      z.object({ ok: z.boolean() }),
    );
    server.handle(notes, async (request) => {
      seen.push(request);
      return { ok: true };
    });
    await serverConnection.flush();
    const client = new RpcClient(clientConnection, subjects, 5000);
    for (const request of [
      { text: 'a\u0000b' },
      { text: '\ud800' },
      { text: 'ok', extra: [{ note: 'x\u0001' }] },
      { text: 'ok', extra: { ['k\u0000']: 1 } },
    ]) {
      const refused = await client.call(notes, request).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(RemoteError);
      expect((refused as RemoteError).code).toBe(ErrorCodes.INVALID_TEXT);
      expect((refused as RemoteError).detail).toContain(UnstorableTextDetail.en);
    }
    expect(seen).toEqual([]);
    await expect(client.call(notes, { text: 'Bär 🐻\tok\n' })).resolves.toEqual({ ok: true });
    await server.close();
  });

  it('answers UNAVAILABLE (retry) when Postgres ends or refuses the connection, INTERNAL for a plain failure (issue #27)', async () => {
    const server = new RpcServer(serverConnection, subjects, 'test-pg', { error: () => undefined });
    const query = rpc('rpc.test.query', z.object({ how: z.string() }), z.object({ ok: z.boolean() }));
    const url = `${testPostgresServerUrl()}/postgres`;
    server.handle(query, async ({ how }) => {
      if (how === 'bug') throw new Error('a bug');
      // A Postgres restart as the service sees it: its connection ended by the server (57P01), or refused.
      const db = new Client(
        how === 'refused' ? { host: '127.0.0.1', port: 1, user: 'postgres' } : { connectionString: url },
      );
      db.on('error', () => undefined);
      try {
        await db.connect();
        const pid = (await db.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
        const admin = new Client({ connectionString: url });
        await admin.connect();
        const sleeping = db.query('select pg_sleep(10)');
        await new Promise((r) => setTimeout(r, 200));
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await admin.end();
        await sleeping;
        return { ok: true };
      } finally {
        await db.end().catch(() => undefined);
      }
    });
    await serverConnection.flush();
    const client = new RpcClient(clientConnection, subjects, 8000);
    for (const [how, code] of [
      ['terminated', ErrorCodes.UNAVAILABLE],
      ['refused', ErrorCodes.UNAVAILABLE],
      ['bug', ErrorCodes.INTERNAL],
    ] as const) {
      const failed = await client.call(query, { how }).catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(RemoteError);
      expect({ how, code: (failed as RemoteError).code }).toEqual({ how, code });
    }
    await server.close();
  });

  it('answers a request in flight when it shuts down, and takes no new ones after', async () => {
    const server = new RpcServer(serverConnection, subjects, 'test', { error: () => undefined });
    let started!: () => void;
    const handlerStarted = new Promise<void>((r) => (started = r));
    let finish!: () => void;
    const handlerMayFinish = new Promise<void>((r) => (finish = r));
    server.handle(slowEcho, async ({ text }) => {
      started();
      await handlerMayFinish;
      return { echo: text };
    });
    // The subscription must reach the NATS server before the first request (else: no responders).
    await serverConnection.flush();
    const client = new RpcClient(clientConnection, subjects, 5000);

    const reply = client.call(slowEcho, { text: 'hello' });
    await handlerStarted;
    // As a service stops: the RPC server first, then its connection.
    let closed = false;
    const closing = server.close().then(async () => {
      closed = true;
      await serverConnection.drain();
    });
    // Give a shutdown that does not wait for its handlers the time to close the connection under them.
    await Promise.race([closing, new Promise((r) => setTimeout(r, 300))]);
    expect(closed).toBe(false);
    expect(server.pending).toBe(1);
    await expect(client.call(slowEcho, { text: 'too late' }, {}, 1000)).rejects.toBeInstanceOf(
      RpcUnavailableError,
    );

    finish();
    await expect(reply).resolves.toEqual({ echo: 'hello' });
    await closing;
    expect(server.pending).toBe(0);
  });
});
