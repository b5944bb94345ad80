import { connect, type NatsConnection } from '@nats-io/transport-node';
import { inboxPrefix } from './permissions';

export interface NatsOptions {
  url: string;
  /** Shown in the server's connection list, e.g. `limits-service`. */
  name: string;
  /** The process's NATS user and password (ADR 0014); omitted against a server without users (tests). */
  user?: string;
  password?: string;
}

/** Connects with unlimited reconnects: a NATS restart must not take the service down. */
export async function connectNats(options: NatsOptions): Promise<NatsConnection> {
  return connect({
    servers: options.url.split(','),
    name: options.name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    timeout: 5000,
    // A user's replies come to its own inbox prefix: its permissions let it read only those.
    ...(options.user
      ? { user: options.user, pass: options.password, inboxPrefix: inboxPrefix(options.user) }
      : {}),
  });
}

export type { NatsConnection };
