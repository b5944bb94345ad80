import { retryWithBackoff } from './backoff';
import { cognitoError } from './auth-test-kit';

describe('refresh retry backoff (spec §9)', () => {
  function run(fail: (attempt: number) => Error | null, random = () => 0) {
    const sleeps: number[] = [];
    let attempts = 0;
    const result = retryWithBackoff(
      async () => {
        attempts += 1;
        const error = fail(attempts);
        if (error) throw error;
        return 'ok';
      },
      { sleep: async (ms) => void sleeps.push(ms), random },
    );
    return { result, sleeps, attempts: () => attempts };
  }

  it('doubles from 100 ms and gives up, with the last error, once the next delay is past 5 s', async () => {
    const r = run((n) => cognitoError('NetworkError', `failure ${n}`));
    await expect(r.result).rejects.toThrow('failure 7');
    expect(r.sleeps).toEqual([100, 200, 400, 800, 1600, 3200]);
    expect(r.attempts()).toBe(7);
    // Nothing is slept past the limit.
    expect(Math.max(...r.sleeps)).toBeLessThanOrEqual(5000);
  });

  it('adds up to 100 ms of random jitter to every delay', async () => {
    const r = run(
      () => cognitoError('InternalErrorException'),
      () => 0.99,
    );
    await expect(r.result).rejects.toThrow();
    expect(r.sleeps).toEqual([199, 299, 499, 899, 1699, 3299]);
  });

  it('returns as soon as an attempt succeeds', async () => {
    const r = run((n) => (n < 3 ? cognitoError('TooManyRequestsException') : null));
    await expect(r.result).resolves.toBe('ok');
    expect(r.sleeps).toEqual([100, 200]);
  });

  it('does not retry a NotAuthorizedException (a revoked token stays revoked)', async () => {
    const r = run(() => cognitoError('NotAuthorizedException'));
    await expect(r.result).rejects.toMatchObject({ code: 'NotAuthorizedException' });
    expect(r.attempts()).toBe(1);
    expect(r.sleeps).toEqual([]);
  });
});
