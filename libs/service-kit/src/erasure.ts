import type { ModuleRef } from '@nestjs/core';
import type { Pool } from 'pg';
import { erasePublishedMessages, jetStreamMessageEraser } from '@fabelhaft/eventsourcing';
import { DeadLetterAdmin, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
import { LOGGER, NATS_CONNECTION, PG_POOL, SUBJECTS } from './tokens';

/**
 * issue #22 (ADR 0016 addendum): what every service's erasure does after its own transaction — deletes from
 * JetStream the published copies its erasure marked (`published_messages`), and its own dead letters whose
 * message names the erased subject. Idempotent; a failure is retried by the erasure saga.
 */
export async function eraseNatsCopies(
  moduleRef: ModuleRef,
  options: { service: string; schema: string; subject: string; deadLetters?: boolean },
): Promise<void> {
  const nc = moduleRef.get<NatsConnection>(NATS_CONNECTION, { strict: false });
  const pool = moduleRef.get<Pool>(PG_POOL, { strict: false });
  await erasePublishedMessages(pool, options.schema, jetStreamMessageEraser(nc));
  if (options.deadLetters === false) return;
  const logger = moduleRef.get<{ info(obj: object, msg: string): void }>(LOGGER, { strict: false });
  const admin = new DeadLetterAdmin({
    nc,
    subjects: moduleRef.get<Subjects>(SUBJECTS, { strict: false }),
    service: options.service,
    republishable: [],
    logger,
  });
  const erased = await admin.eraseMentioning(options.subject);
  if (erased > 0) logger.info({ userId: options.subject, deadLetters: erased }, 'dead letters erased');
}
