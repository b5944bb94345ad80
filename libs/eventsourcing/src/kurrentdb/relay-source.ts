import type { Pool } from 'pg';
import type { RelaySource } from '../relay';
import { postgresCheckpoint } from './postgres-checkpoint';
import type { KurrentDbSubscriber } from './projections';
import type { KurrentDbSubscriptionFilter } from './subscription';

/**
 * The relay's events on KurrentDB (ADR 0046): a catch-up subscription to `$all` (server-side filter, by default
 * the store's namespace) whose checkpoint moves in the Postgres transaction that records the published copies
 * (`published_messages`). A batch that fails is published again; JetStream drops the repeats by `Nats-Msg-Id`.
 */
export function kurrentDbRelaySource(
  pool: Pool,
  options: {
    schema: string;
    subscribe: KurrentDbSubscriber;
    subscriptionId?: string;
    filter?: KurrentDbSubscriptionFilter;
    batchSize?: number;
    onError?(error: unknown): void;
  },
): RelaySource {
  let subscription: { stop(): Promise<void> } | undefined;
  return {
    async start(handle) {
      const name = options.subscriptionId ?? 'relay';
      const started = options.subscribe({
        name,
        filter: options.filter,
        batchSize: options.batchSize ?? 100,
        onError: options.onError,
        ...postgresCheckpoint(pool, { schema: options.schema, subscriptionId: name, handle }),
      });
      started.start();
      subscription = started;
    },
    async stop() {
      const s = subscription;
      subscription = undefined;
      await s?.stop();
    },
    get listening() {
      // A KurrentDB subscription is pushed to; there is no polling fallback.
      return !!subscription;
    },
  };
}
