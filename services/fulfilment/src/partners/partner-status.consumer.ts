import { PartnerStatusStream } from '@fabelhaft/contracts';
import {
  DEFAULT_MAX_DELIVER,
  IdempotentConsumer,
  type ConsumedMessage,
  type SqlExecutor,
} from '@fabelhaft/eventsourcing';
import {
  DeadLetterPublisher,
  ensureConsumer,
  ensureStream,
  GIVE_UP_DELIVERIES,
  type NatsConnection,
  type Subjects,
} from '@fabelhaft/messaging';
import type { Logger } from '@fabelhaft/service-kit';
import type { Pool } from 'pg';
import { FULFILMENT_SCHEMA } from '../fulfilment.config';
import type { PrintJobRepository } from '../infrastructure/print-job.repository';
import { applyPartnerStatus } from './apply-partner-status';

export const PARTNER_STATUS_DURABLE = 'fulfilment-partner-status';

/** The partner id in `partner.<partnerId>.print-job.status` (below the prefix): the NATS user that sent it. */
export function partnerIdOfSubject(subjects: Subjects, subject: string): string | null {
  const local =
    subjects.prefix && subject.startsWith(`${subjects.prefix}.`)
      ? subject.slice(subjects.prefix.length + 1)
      : subject;
  const m = /^partner\.([a-z0-9-]{1,64})\.print-job\.status$/.exec(local);
  return m ? m[1]! : null;
}

/**
 * The partners' answers (issue #15): a durable consumer on PARTNER_STATUS (created when missing), exactly once
 * per message (Nats-Msg-Id when the partner sets one). The partner is the one the subject names — its NATS
 * user may publish only there — so a partner cannot move another partner's job.
 */
export class PartnerStatusConsumer {
  private consumer?: IdempotentConsumer;

  constructor(
    private readonly nc: NatsConnection,
    private readonly pool: Pool,
    private readonly subjects: Subjects,
    private readonly printJobs: PrintJobRepository,
    private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const stream = this.subjects.stream(PartnerStatusStream.name);
    await ensureStream(this.nc, {
      name: stream,
      subjects: [this.subjects.subject(PartnerStatusStream.subjects)],
    });
    await ensureConsumer(this.nc, stream, {
      durable: PARTNER_STATUS_DURABLE,
      filterSubjects: [this.subjects.subject(PartnerStatusStream.subjects)],
      ackWaitMs: 30_000,
      maxDeliver: DEFAULT_MAX_DELIVER + GIVE_UP_DELIVERIES,
    });
    const deadLetters = new DeadLetterPublisher(this.nc, this.subjects);
    await deadLetters.ensureStream();
    this.consumer = new IdempotentConsumer(this.nc, this.pool, {
      schema: FULFILMENT_SCHEMA,
      stream,
      durable: PARTNER_STATUS_DURABLE,
      deadLetters: { publisher: deadLetters, service: 'fulfilment' },
      handle: (message, tx) => this.handle(message, tx),
      onError: (err, message) =>
        this.logger.warn({ err, messageId: message.messageId }, 'partner status failed; will retry'),
    });
    await this.consumer.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.stop();
  }

  private async handle(message: ConsumedMessage, tx: SqlExecutor): Promise<void> {
    const partnerId = partnerIdOfSubject(this.subjects, message.subject);
    if (!partnerId) return;
    const outcome = await applyPartnerStatus(
      this.printJobs,
      partnerId,
      message.data,
      { correlationId: message.messageId, causationId: message.messageId },
      tx,
    );
    if (outcome === 'ignored') {
      this.logger.warn(
        { partnerId, messageId: message.messageId },
        'partner status ignored (invalid or not its job)',
      );
    }
  }
}
