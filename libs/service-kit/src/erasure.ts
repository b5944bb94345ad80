import type { ModuleRef } from '@nestjs/core';
import type { Pool } from 'pg';
import {
  erasePublishedMessages,
  jetStreamMessageEraser,
  jetStreamUnrecordedCopyFinder,
  type JetStreamRelay,
} from '@fabelhaft/eventsourcing';
import {
  DeadLetterAdmin,
  eraseDeadLetterCopies,
  type NatsConnection,
  type Subjects,
} from '@fabelhaft/messaging';
import { LOGGER, NATS_CONNECTION, PG_POOL, RELAY, SUBJECTS } from './tokens';

/**
 * issue #22 (ADR 0016 addendum): what every service's erasure does after its own transaction — deletes from
 * JetStream the published copies its erasure marked (`published_messages`) and those of erased events published
 * before the relay recorded where (found in its own stream by message id), every dead letter that is a copy of
 * one of them (whichever consumer it failed in, named or not), and its own dead letters whose message names the
 * erased subject. Idempotent; a failure is retried by the erasure saga.
 */
export async function eraseNatsCopies(
  moduleRef: ModuleRef,
  options: { service: string; schema: string; subject: string; deadLetters?: boolean },
): Promise<void> {
  const nc = moduleRef.get<NatsConnection>(NATS_CONNECTION, { strict: false });
  const pool = moduleRef.get<Pool>(PG_POOL, { strict: false });
  const subjects = moduleRef.get<Subjects>(SUBJECTS, { strict: false });
  const relay = moduleRef.get<JetStreamRelay | null>(RELAY, { strict: false });
  const logger = moduleRef.get<{ info(obj: object, msg: string): void }>(LOGGER, { strict: false });
  const erased = await erasePublishedMessages(pool, options.schema, {
    erase: jetStreamMessageEraser(nc),
    findUnrecorded: relay ? jetStreamUnrecordedCopyFinder(nc, relay.streamName) : undefined,
    eraseDeadLetters:
      options.deadLetters === false ? undefined : (copies) => eraseDeadLetterCopies(nc, subjects, copies),
  });
  if (erased > 0) logger.info({ userId: options.subject, messages: erased }, 'published copies erased');
  if (options.deadLetters === false) return;
  const admin = new DeadLetterAdmin({
    nc,
    subjects,
    service: options.service,
    republishable: [],
    logger,
  });
  const mentioning = await admin.eraseMentioning(options.subject);
  if (mentioning > 0)
    logger.info({ userId: options.subject, deadLetters: mentioning }, 'dead letters erased');
}
