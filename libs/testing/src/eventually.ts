/**
 * Retries `probe` until it stops throwing (and returns its value) or `timeoutMs` passes; then rethrows the
 * last failure. Tests wait for eventual consistency with this, never with sleeps.
 */
export async function eventually<T>(
  probe: () => T | Promise<T>,
  timeoutMs = 5000,
  intervalMs = 25,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      return await probe();
    } catch (e) {
      lastError = e;
    }
    if (Date.now() >= deadline) throw lastError;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
