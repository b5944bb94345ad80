import { HealthRpc } from '@fabelhaft/contracts';
import { RpcTimeoutError, RpcUnavailableError, type RpcClient } from '@fabelhaft/messaging';

/** Every service the BFF calls over NATS (libs/contracts network.ts `bff.calls`); each answers `rpc.<name>.health`. */
export const READY_SERVICES = [
  'limits',
  'books',
  'orders',
  'refinement',
  'tracking',
  'notifications',
  'fulfilment',
] as const;

/** How long /health/ready waits for any one answer: a load balancer asks often and must not pile up requests. */
export const READY_TIMEOUT_MS = 1500;

/** Resolves when the dependency can do its work; rejects with a short reason when it cannot. */
export type Probe = () => Promise<unknown>;

export interface Readiness {
  /** 'ok', or why not (a short reason, no internals). */
  checks: Record<string, string>;
  /** The names whose check is not 'ok', in the order they were given. */
  down: string[];
}

/** The reason a public readiness answer gives for a failed probe: short, no subject names or stack. */
export function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof ProbeTimeout || error instanceof RpcTimeoutError)
    return `no answer within ${timeoutMs} ms`;
  if (error instanceof RpcUnavailableError) return 'not running';
  if (error instanceof ProbeRefused) return error.message;
  return 'failed';
}

class ProbeTimeout extends Error {}

/** A dependency that answered that it cannot work (e.g. its database is unreachable). */
export class ProbeRefused extends Error {}

function withTimeout(probe: Probe, timeoutMs: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProbeTimeout()), timeoutMs);
  });
  return Promise.race([Promise.resolve().then(probe), timeout]).finally(() => clearTimeout(timer));
}

/** Runs every probe at once, each with its own timeout, and names the ones that are down. */
export async function checkReadiness(probes: Record<string, Probe>, timeoutMs: number): Promise<Readiness> {
  const names = Object.keys(probes);
  const results = await Promise.all(
    names.map((name) =>
      withTimeout(probes[name]!, timeoutMs).then(
        () => 'ok',
        (e: unknown) => reasonOf(e, timeoutMs),
      ),
    ),
  );
  const checks = Object.fromEntries(names.map((name, i) => [name, results[i]!]));
  return { checks, down: names.filter((name) => checks[name] !== 'ok') };
}

/**
 * A service is ready when it answers its health (ADR 0010) and can reach its database. A relay that fell back
 * to polling (`degraded` with postgres ok) still serves every call the BFF makes, only its events go out later.
 */
export function serviceProbe(rpc: RpcClient, service: string, timeoutMs: number): Probe {
  return async () => {
    const health = await rpc.call(HealthRpc.check(service), {}, {}, timeoutMs);
    if (health.postgres !== 'ok') throw new ProbeRefused('database unreachable');
  };
}
