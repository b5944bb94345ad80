import { HealthRpc, NetworkParticipants } from '@fabelhaft/contracts';
import { RpcTimeoutError, RpcUnavailableError, type RpcClient } from '@fabelhaft/messaging';
import { checkReadiness, READY_SERVICES, serviceProbe } from './readiness';

const after = (ms: number, fail?: Error) =>
  new Promise<void>((resolve, reject) => setTimeout(() => (fail ? reject(fail) : resolve()), ms));

describe('checkReadiness', () => {
  it('is ready when every probe answers, asking them all at once', async () => {
    let running = 0;
    let most = 0;
    const probe = async () => {
      running += 1;
      most = Math.max(most, running);
      await after(50);
      running -= 1;
    };
    const result = await checkReadiness({ nats: probe, limits: probe, books: probe, orders: probe }, 1000);
    expect(result).toEqual({
      checks: { nats: 'ok', limits: 'ok', books: 'ok', orders: 'ok' },
      down: [],
    });
    // All four were under way together, not one after the other.
    expect(most).toBe(4);
  });

  it('names the ones that are down, with a short reason each, and does not wait past the timeout', async () => {
    const started = Date.now();
    const result = await checkReadiness(
      {
        nats: () => after(0),
        limits: () => Promise.reject(new RpcUnavailableError('t1.rpc.limits.health')),
        books: () => new Promise(() => undefined),
        orders: () => Promise.reject(new RpcTimeoutError('t1.rpc.orders.health', 200)),
        refinement: () => {
          throw new Error('connection reset by peer at Socket.read (node:net:1)');
        },
      },
      200,
    );
    expect(result).toEqual({
      checks: {
        nats: 'ok',
        limits: 'not running',
        books: 'no answer within 200 ms',
        orders: 'no answer within 200 ms',
        refinement: 'failed',
      },
      down: ['limits', 'books', 'orders', 'refinement'],
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('serviceProbe', () => {
  const answering = (health: object) => {
    const asked: { subject: string; timeoutMs?: number }[] = [];
    const rpc = {
      call: async (contract: { subject: string }, _r: unknown, _m: unknown, timeoutMs?: number) => {
        asked.push({ subject: contract.subject, timeoutMs });
        return health;
      },
    } as unknown as RpcClient;
    return { rpc, asked };
  };
  const health = (postgres: 'ok' | 'unreachable', relay: 'listening' | 'polling') => ({
    service: 'books',
    status: postgres === 'ok' && relay === 'listening' ? 'ok' : 'degraded',
    postgres,
    relay,
    uptimeSeconds: 5,
  });

  it('asks the service’s own health subject with the short timeout', async () => {
    const { rpc, asked } = answering(health('ok', 'listening'));
    await checkReadiness({ books: serviceProbe(rpc, 'books', 300) }, 300);
    expect(asked).toEqual([{ subject: HealthRpc.check('books').subject, timeoutMs: 300 }]);
  });

  it('counts a service without its database as down, one whose relay polls as up', async () => {
    const noDb = answering(health('unreachable', 'listening')).rpc;
    const polling = answering(health('ok', 'polling')).rpc;
    expect(
      await checkReadiness(
        { books: serviceProbe(noDb, 'books', 300), orders: serviceProbe(polling, 'orders', 300) },
        300,
      ),
    ).toEqual({ checks: { books: 'database unreachable', orders: 'ok' }, down: ['books'] });
  });
});

describe('READY_SERVICES', () => {
  it('are exactly the services the BFF calls, and the BFF may ask each one’s health', () => {
    const subjects = NetworkParticipants.bff.calls.map((c) => c.subject);
    const called = new Set(subjects.map((s) => s.split('.')[1]));
    expect([...READY_SERVICES].sort()).toEqual([...called].sort());
    for (const service of READY_SERVICES) expect(subjects).toContain(HealthRpc.check(service).subject);
  });
});
