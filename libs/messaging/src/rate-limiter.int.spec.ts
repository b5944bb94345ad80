import { Kvm } from '@nats-io/kv';
import { testNatsUrl, testSubjectPrefix } from '@fabelhaft/testing';
import { connectNats, type NatsConnection } from './connection';
import { NatsKvRateLimiter, RATE_LIMIT_BUCKET, type RateLimitRule } from './rate-limiter';
import { Subjects } from './subjects';

describe('NatsKvRateLimiter (issue #12)', () => {
  const subjects = new Subjects(testSubjectPrefix('ratelimit'));
  const clock = { ms: Date.UTC(2026, 10, 23, 12, 0, 0) };
  let a: NatsConnection;
  let b: NatsConnection;
  let one: NatsKvRateLimiter;
  let two: NatsKvRateLimiter;

  beforeAll(async () => {
    a = await connectNats({ url: testNatsUrl(), name: 'rate-limit-a' });
    b = await connectNats({ url: testNatsUrl(), name: 'rate-limit-b' });
    one = await NatsKvRateLimiter.open(a, subjects, { now: () => clock.ms });
    two = await NatsKvRateLimiter.open(b, subjects, { now: () => clock.ms });
  });
  afterAll(async () => {
    await (await new Kvm(a).open(subjects.stream(RATE_LIMIT_BUCKET))).destroy();
    await a.close();
    await b.close();
  });

  const rule = (name: string, limit = 10): RateLimitRule => ({ name, limit, windowSeconds: 60 });

  it('two instances count together: 10 per minute in all, then 429 with a Retry-After', async () => {
    const r = rule('together');
    const decisions = [];
    for (let i = 0; i < 12; i += 1) decisions.push(await (i % 2 ? two : one).hit(r, 'customer-1'));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    expect(decisions.slice(10).every((d) => !d.allowed && d.retryAfterSeconds >= 1)).toBe(true);
    expect(decisions[9]).toMatchObject({ allowed: true, remaining: 0 });
    // Another customer has their own budget.
    expect((await one.hit(r, 'customer-2')).allowed).toBe(true);
  });

  it('counts concurrent hits from both instances exactly', async () => {
    const r = rule('concurrent');
    const decisions = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? two : one).hit(r, 'customer-1')),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
  });

  it('slides: a burst at the end of one minute is still counted at the start of the next', async () => {
    const r = rule('sliding');
    const start = Math.floor(clock.ms / 60_000) * 60_000;
    clock.ms = start + 55_000;
    for (let i = 0; i < 10; i += 1) expect((await one.hit(r, 'c')).allowed).toBe(true);
    clock.ms = start + 65_000; // a new fixed window, but only 10 s later
    const refused = await one.hit(r, 'c');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(55);
    clock.ms = start + 120_000 + 1_000; // the burst has slid out
    expect((await one.hit(r, 'c')).allowed).toBe(true);
  });

  it('lets hits through (and reports) when the store cannot be reached', async () => {
    const c = await connectNats({ url: testNatsUrl(), name: 'rate-limit-c' });
    const errors: unknown[] = [];
    const three = await NatsKvRateLimiter.open(c, subjects, { onError: (e) => errors.push(e) });
    await c.close();
    expect((await three.hit(rule('down', 1), 'x')).allowed).toBe(true);
    expect(errors).toHaveLength(1);
  });
});
