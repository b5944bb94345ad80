/** The first pause of a probe without an interval of its own: a quick condition is seen at once. */
const FIRST_INTERVAL_MS = 25;
/**
 * The longest pause of a probe without an interval of its own. A probe that keeps failing is usually a request to
 * a stack or a service (about 10 ms of CPU each, measured on a test stack's BFF): at 25 ms for the minutes of a
 * production it took a fifth of a core from the work it waited for (ADR 0037 amendment).
 */
const MAX_DEFAULT_INTERVAL_MS = 100;

/**
 * Retries `probe` until it stops throwing (and returns its value) or `timeoutMs` passes; then rethrows the
 * last failure. Tests wait for eventual consistency with this, never with sleeps. Without `intervalMs` it asks
 * again after 25 ms, then less often, up to every 100 ms; with it, at that fixed interval.
 */
export async function eventually<T>(
  probe: () => T | Promise<T>,
  timeoutMs = 5000,
  intervalMs?: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let pause = intervalMs ?? FIRST_INTERVAL_MS;
  let lastError: unknown;
  for (;;) {
    try {
      return await probe();
    } catch (e) {
      lastError = e;
    }
    if (Date.now() >= deadline) throw lastError;
    await new Promise((r) => setTimeout(r, pause));
    if (intervalMs === undefined) pause = Math.min(Math.ceil(pause * 1.5), MAX_DEFAULT_INTERVAL_MS);
  }
}
