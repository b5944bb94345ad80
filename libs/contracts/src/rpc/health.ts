import { z } from 'zod';
import { rpc } from './envelope';

/** A service's own view of whether it can do its work (services have no HTTP port; they answer on NATS). */
export const ServiceHealth = z.object({
  service: z.string(),
  status: z.enum(['ok', 'degraded']),
  postgres: z.enum(['ok', 'unreachable']),
  /** The relay's LISTEN connection; `none` for a service that publishes no events. */
  relay: z.enum(['listening', 'polling', 'none']),
  uptimeSeconds: z.number(),
});
export type ServiceHealth = z.infer<typeof ServiceHealth>;

export const HealthRpc = {
  /** `rpc.<service>.health`: answered by every instance's kit (queue group: one instance answers). */
  check: (service: string) => rpc(`rpc.${service}.health`, z.object({}), ServiceHealth),
};
