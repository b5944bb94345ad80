import type { ModuleRef } from '@nestjs/core';
import type { Pool } from 'pg';
import {
  erasePublishedMessages,
  jetStreamMessageEraser,
  jetStreamUnrecordedCopyFinder,
  type EventStore,
  type JetStreamRelay,
} from '@fabelhaft/eventsourcing';
import {
  DeadLetterAdmin,
  eraseDeadLetterCopies,
  type NatsConnection,
  type Subjects,
} from '@fabelhaft/messaging';
import { EVENT_STORE, LOGGER, NATS_CONNECTION, PG_POOL, RELAY, SUBJECTS } from './tokens';

/**
 * issue #22 (ADR 0016 addendum): what every service's erasure does after its own transaction — deletes from
 * JetStream the published copies its erasure marked (`published_messages`) and those of erased events published
 * before the relay recorded where (found in its own stream by message id), every dead letter that is a copy of
 * one of them (whichever consumer it failed in, named or not), and its own dead letters whose message names the
 * erased subject. Idempotent; a failure is retried by the erasure saga.
 *
 * On KurrentDB (the service's store can `scavenge`, ADR 0046 "Scavenge") it then starts a scavenge, so that the
 * streams the erasure soft-deleted leave the server's files (a delete only hides them), and logs its id. Every
 * erasure request starts one (a repeat too: the saga's retry after a failed scavenge call must not skip it); a
 * scavenge already running is answered with its id. A failure fails the call, and the saga asks again.
 */
export async function eraseNatsCopies(
  source: ModuleRef | ErasureParts,
  options: { service: string; schema: string; subject: string; deadLetters?: boolean },
): Promise<void> {
  const { nc, pool, subjects, relay, logger, store } = 'nc' in source ? source : partsOf(source);
  const erased = await erasePublishedMessages(pool, options.schema, {
    erase: jetStreamMessageEraser(nc),
    findUnrecorded: relay ? jetStreamUnrecordedCopyFinder(nc, relay.streamName) : undefined,
    eraseDeadLetters:
      options.deadLetters === false ? undefined : (copies) => eraseDeadLetterCopies(nc, subjects, copies),
  });
  if (erased > 0) logger.info({ userId: options.subject, messages: erased }, 'published copies erased');
  if (store?.scavenge) {
    const { scavengeId } = await store.scavenge();
    logger.info(
      { userId: options.subject, scavengeId },
      'KurrentDB scavenge started: the erased streams leave the event store’s files',
    );
  }
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

/** The kit's parts erasure uses (a service's deps object has them). */
interface ErasureParts {
  nc: NatsConnection;
  pool: Pool;
  subjects: Subjects;
  relay: JetStreamRelay | null;
  logger: { info(obj: object, msg: string): void };
  /** The service's event store: scavenged after the erasure when it can be (KurrentDB). */
  store?: EventStore;
}

function partsOf(moduleRef: ModuleRef): ErasureParts {
  const get = <T>(token: symbol) => moduleRef.get<T>(token, { strict: false });
  return {
    nc: get(NATS_CONNECTION),
    pool: get(PG_POOL),
    subjects: get(SUBJECTS),
    relay: get(RELAY),
    logger: get(LOGGER),
    store: get(EVENT_STORE),
  };
}
