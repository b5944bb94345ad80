import { z } from 'zod';
import { rpc } from '@fabelhaft/contracts';
import { testNatsUrl, testSubjectPrefix } from '@fabelhaft/testing';
import { connectNats, type NatsConnection } from './connection';
import { RpcClient, RpcServer, RpcUnavailableError } from './rpc';
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
