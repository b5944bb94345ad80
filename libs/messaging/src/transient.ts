/** Postgres SQLSTATEs of a server that is away for a moment: shutting down, crashed, starting up. */
const POSTGRES_AWAY = new Set(['57P01', '57P02', '57P03']);
/** Node's socket errors of a connection refused, reset or timed out. */
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
/** node-postgres' own messages for a connection lost or not made in time (they carry no code). */
const PG_CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * issue #27 (found by the drill, deploy/local/src/scaled.e2e.spec.ts): an error that says a service's
 * infrastructure is away for a moment rather than that something is wrong — Postgres restarting (57P01–57P03), a
 * connection lost or refused (SQLSTATE class 08, ECONNREFUSED, ECONNRESET), the pool's connect timeout. The RPC
 * server answers such a failure as UNAVAILABLE, which the BFF turns into a 503 the client retries, instead of an
 * internal error (500) for something nobody did wrong. Looks through `cause` and an AggregateError's `errors`
 * (a refused connection to both localhost addresses). Pure.
 */
export function isTransientInfrastructureError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (
    typeof code === 'string' &&
    (POSTGRES_AWAY.has(code) || /^08[0-9A-Z]{3}$/.test(code) || SOCKET_ERRORS.has(code))
  )
    return true;
  if (typeof message === 'string' && PG_CONNECTION_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isTransientInfrastructureError(e, depth + 1))) return true;
  return isTransientInfrastructureError(cause, depth + 1);
}
