import { createServer, type Server } from 'node:http';
import { freePort } from '@fabelhaft/testing';
import { attemptOrder, startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

/** A target that answers its name, the body it got and the forwarded-for header. */
function echo(name: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.setHeader('x-fabelhaft-instance', name);
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          name,
          method: req.method,
          url: req.url,
          body: Buffer.concat(chunks).toString(),
          forwardedFor: req.headers['x-forwarded-for'],
          auth: req.headers.authorization,
        }),
      );
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const close = (s: Server) => new Promise<void>((r) => s.close(() => r()));

describe('the local round-robin proxy (issue #27)', () => {
  let proxy: RoundRobinProxy;
  let a: Server;
  let b: Server | undefined;
  let ports: number[];

  beforeAll(async () => {
    ports = [await freePort(), await freePort()];
    a = await echo('bff', ports[0]!);
    b = await echo('bff-2', ports[1]!);
    proxy = await startRoundRobinProxy({
      port: await freePort(),
      targets: [
        { name: 'bff', port: ports[0]! },
        { name: 'bff-2', port: ports[1]! },
      ],
    });
  });

  afterAll(async () => {
    await proxy?.close();
    await close(a);
    if (b) await close(b);
  });

  it('orders the attempts from the next target, those marked down last', () => {
    expect(attemptOrder(3, 1, [false, false, false])).toEqual([1, 2, 0]);
    expect(attemptOrder(3, 1, [false, true, false])).toEqual([2, 0, 1]);
    expect(attemptOrder(2, 0, [true, true])).toEqual([0, 1]);
  });

  it('spreads requests over both targets, forwarding method, path, headers and a streamed body', async () => {
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${proxy.url}/books/preview?x=${i}`, {
        method: 'POST',
        headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
        body: JSON.stringify({ i }),
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toMatchObject({
        method: 'POST',
        url: `/books/preview?x=${i}`,
        body: JSON.stringify({ i }),
        auth: 'Bearer t',
        forwardedFor: '127.0.0.1',
      });
      seen.push(res.headers.get('x-fabelhaft-instance')!);
    }
    expect(seen).toEqual(['bff', 'bff-2', 'bff', 'bff-2', 'bff', 'bff-2']);
  });

  it('sends a request a stopped target refuses to the other one, body and all', async () => {
    await close(b!);
    b = undefined;
    const names = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${proxy.url}/x`, { method: 'PUT', body: `payload ${i}` });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { name: string; body: string };
      expect(body.body).toBe(`payload ${i}`);
      names.add(body.name);
    }
    expect([...names]).toEqual(['bff']);
  });
});
