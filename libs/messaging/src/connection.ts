import { connect, type NatsConnection } from '@nats-io/transport-node';

export interface NatsOptions {
  url: string;
  /** Shown in the server's connection list, e.g. `limits-service`. */
  name: string;
}

/** Connects with unlimited reconnects: a NATS restart must not take the service down. */
export async function connectNats(options: NatsOptions): Promise<NatsConnection> {
  return connect({
    servers: options.url.split(','),
    name: options.name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    timeout: 5000,
  });
}

export type { NatsConnection };
