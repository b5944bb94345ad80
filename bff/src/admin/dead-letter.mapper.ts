import {
  DEAD_LETTER_SERVICES,
  DomainError,
  ErrorCodes,
  type DeadLetterService,
  type DeadLetterView,
} from '@fabelhaft/contracts';

/** docs/admin-api.md "dead-letters": one record per dead letter of any service, id `<service>:<sequence>`. */
export interface DeadLetterRecord {
  id: string;
  service: string;
  consumer: string;
  subject: string;
  error: string;
  deliveries: number;
  failedAt: string;
  data: unknown;
  retryable: boolean;
}

export function toDeadLetterRecord(v: DeadLetterView): DeadLetterRecord {
  return {
    id: `${v.service}:${v.sequence}`,
    service: v.service,
    consumer: v.consumer,
    subject: v.subject,
    error: v.error,
    deliveries: v.deliveries,
    failedAt: v.failedAt,
    data: v.data,
    retryable: v.retryable,
  };
}

/** `books:42` → the service and the DLQ sequence; anything else is not a dead letter (404). */
export function parseDeadLetterId(id: string): { service: DeadLetterService; sequence: number } {
  const match = /^([a-z]+):([1-9][0-9]{0,15})$/.exec(id);
  const service = DEAD_LETTER_SERVICES.find((s) => s === match?.[1]);
  if (!match || !service) {
    throw new DomainError(ErrorCodes.DEAD_LETTERS_NOT_FOUND, `Dead letter ${id} not found`);
  }
  return { service, sequence: Number(match[2]) };
}

/**
 * One page of dead letters merged from several services. Each service answered its first `offset + limit`
 * in `failedAt` order; merging those and cutting the page gives the same page as one sorted list would.
 */
export function mergePage(
  perService: { deadLetters: DeadLetterView[]; total: number }[],
  order: 'ASC' | 'DESC',
  offset: number,
  limit: number,
): { page: DeadLetterView[]; total: number } {
  const sign = order === 'ASC' ? 1 : -1;
  const all = perService
    .flatMap((r) => r.deadLetters)
    .sort(
      (a, b) =>
        sign * (Date.parse(a.failedAt) - Date.parse(b.failedAt)) ||
        sign * (a.sequence - b.sequence) ||
        a.service.localeCompare(b.service),
    );
  return {
    page: all.slice(offset, offset + limit),
    total: perService.reduce((n, r) => n + r.total, 0),
  };
}
