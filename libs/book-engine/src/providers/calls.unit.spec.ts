import { ProviderError } from '../openai/errors';
import { retryAfterMs } from '../openai/http';
import { CallBudget, isBudgetSpent, ProviderCalls } from './calls';

const unavailable = (retryAfter?: number) =>
  new ProviderError('BOOK_ENGINE.PROVIDER_UNAVAILABLE', '429', true, 429, { retryAfterMs: retryAfter });

describe('ProviderCalls (issue #23: concurrency, retries, Retry-After)', () => {
  it('never has more requests in flight than its limit, whoever asks', async () => {
    const calls = new ProviderCalls('test', 3);
    let inFlight = 0;
    let most = 0;
    const work = () =>
      calls.run('image', undefined, async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return 'done';
      });
    const answers = await Promise.all(Array.from({ length: 10 }, work));
    expect(answers).toEqual(Array(10).fill('done'));
    expect(most).toBe(3);
    expect(calls.peak).toBe(3);
    expect(calls.sent).toBe(10);
  });

  it("waits as long as the provider's Retry-After says, else backs off exponentially", async () => {
    const waits: number[] = [];
    const calls = new ProviderCalls('test', 1, { maxRetries: 3, baseDelayMs: 100, maxDelayMs: 250 }, (ms) => {
      waits.push(ms);
      return Promise.resolve();
    });
    const failures = [unavailable(7000), unavailable(), unavailable()];
    const answer = await calls.run('image', undefined, async () => {
      const failure = failures.shift();
      if (failure) throw failure;
      return 'picture';
    });
    expect(answer).toBe('picture');
    // 7 s from Retry-After; then 100 · 2¹ = 200 ms and 100 · 2² = 400 → capped at 250 ms.
    expect(waits).toEqual([7000, 200, 250]);
    expect(calls.sent).toBe(4);
  });

  it('gives up after its retries and never retries what will fail again', async () => {
    const calls = new ProviderCalls('test', 1, { maxRetries: 2, baseDelayMs: 0, maxDelayMs: 0 }, () =>
      Promise.resolve(),
    );
    let tries = 0;
    await expect(
      calls.run('image', undefined, async () => {
        tries += 1;
        throw unavailable();
      }),
    ).rejects.toMatchObject({ code: 'BOOK_ENGINE.PROVIDER_UNAVAILABLE' });
    expect(tries).toBe(3);

    tries = 0;
    await expect(
      calls.run('image', undefined, async () => {
        tries += 1;
        throw new ProviderError('BOOK_ENGINE.PROVIDER_REJECTED', '400', false, 400);
      }),
    ).rejects.toMatchObject({ code: 'BOOK_ENGINE.PROVIDER_REJECTED' });
    expect(tries).toBe(1);
  });

  it('lets others go ahead while a retry waits', async () => {
    let release: () => void = () => undefined;
    const calls = new ProviderCalls(
      'test',
      1,
      { maxRetries: 1, baseDelayMs: 0, maxDelayMs: 0 },
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    let first = 0;
    const retried = calls.run('image', undefined, async () => {
      first += 1;
      if (first === 1) throw unavailable(1000);
      return 'retried';
    });
    // The only place is free while the first call waits for its retry.
    await new Promise((resolve) => setImmediate(resolve));
    await expect(calls.run('image', undefined, async () => 'other')).resolves.toBe('other');
    release();
    await expect(retried).resolves.toBe('retried');
  });

  it("counts every try against the book's budget and stops at it", async () => {
    const budget = new CallBudget({ image: 3 }, { image: 1 });
    const calls = new ProviderCalls('test', 2, { maxRetries: 5, baseDelayMs: 0, maxDelayMs: 0 }, () =>
      Promise.resolve(),
    );
    let tries = 0;
    const failure = await calls
      .run('image', budget, async () => {
        tries += 1;
        throw unavailable();
      })
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: 'BOOK_ENGINE.PROVIDER_BUDGET', retryable: false });
    // One call was used by an earlier run; two more tries, then the budget says no before a third goes out.
    expect(tries).toBe(2);
    expect(budget.used.image).toBe(3);
    // Checks have their own count (unlimited here).
    await expect(calls.run('check', budget, async () => 'ok')).resolves.toBe('ok');
    expect(budget.used.check).toBe(1);
  });

  it("keeps the last calls for what comes after (the preview's cover): a meter that stops before them", () => {
    const budget = new CallBudget({ image: 4 }, { image: 1 });
    expect(budget.remaining('image')).toBe(3);
    expect(budget.remaining('check')).toBe(Infinity);
    const references = budget.keeping('image', 1);
    references.take('image');
    references.take('image');
    // One left, and it is kept: the references' meter says no, the budget itself still gives it.
    let refused: unknown;
    try {
      references.take('image');
    } catch (error) {
      refused = error;
    }
    expect(isBudgetSpent(refused)).toBe(true);
    expect(budget.used.image).toBe(3);
    budget.take('image');
    expect(budget.remaining('image')).toBe(0);
    expect(() => budget.take('image')).toThrow(
      expect.objectContaining({ code: 'BOOK_ENGINE.PROVIDER_BUDGET' }),
    );
    // Other kinds go through the kept meter to the budget unchanged.
    references.take('check');
    expect(budget.used.check).toBe(1);
  });
});

describe('retryAfterMs', () => {
  const headers = (h: Record<string, string>) => new Headers(h);
  it('reads seconds, milliseconds and HTTP dates, capped at two minutes', () => {
    expect(retryAfterMs(headers({ 'retry-after': '3' }))).toBe(3000);
    expect(retryAfterMs(headers({ 'retry-after-ms': '250', 'retry-after': '3' }))).toBe(250);
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(retryAfterMs(headers({ 'retry-after': 'Fri, 27 Nov 2026 10:00:05 GMT' }), now)).toBe(5000);
    expect(retryAfterMs(headers({ 'retry-after': '3600' }))).toBe(120_000);
    expect(retryAfterMs(headers({}))).toBeUndefined();
    expect(retryAfterMs(headers({ 'retry-after': 'soon' }))).toBeUndefined();
  });
});
