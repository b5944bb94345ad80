import {
  BooksRpc,
  DomainError,
  ErrorCodes,
  FulfilmentRpc,
  LimitsRpc,
  NotificationsRpc,
  OrdersRpc,
  RefinementRpc,
  TrackingRpc,
} from '@fabelhaft/contracts';
import { RemoteError, type RpcClient } from '@fabelhaft/messaging';
import type { Logger } from 'pino';
import type { ErasureLedger, ServiceStep } from './erasure-ledger';
import { applyStep, dueSteps, type ErasureRecord, type StepOutcome } from './erasure-saga.decide';

/** Each service's idempotent erase RPC, by step. Every answer is counts only. */
const CALLS: Record<ServiceStep, (rpc: RpcClient, ownerId: string) => Promise<Record<string, number>>> = {
  orders: (rpc, ownerId) => rpc.call(OrdersRpc.eraseCustomerData, { ownerId }, meta(ownerId)),
  refinement: (rpc, ownerId) => rpc.call(RefinementRpc.eraseOwnerData, { ownerId }, meta(ownerId)),
  books: (rpc, ownerId) => rpc.call(BooksRpc.eraseOwnerData, { ownerId }, meta(ownerId)),
  limits: (rpc, ownerId) => rpc.call(LimitsRpc.eraseOwnerData, { ownerId }, meta(ownerId)),
  notifications: (rpc, ownerId) => rpc.call(NotificationsRpc.eraseOwnerData, { ownerId }, meta(ownerId)),
  fulfilment: (rpc, ownerId) => rpc.call(FulfilmentRpc.eraseOwnerData, { ownerId }, meta(ownerId)),
  tracking: (rpc, ownerId) => rpc.call(TrackingRpc.eraseOwnerData, { ownerId }, meta(ownerId)),
};

const meta = (ownerId: string) => ({ correlationId: `erasure-${ownerId}`, userId: ownerId });

/** One attempt of one step: the record after it, and the error when the service did not finish. */
export interface StepAttempt {
  record: ErasureRecord;
  error: unknown;
}

/**
 * The erasure saga (issue #22, ADR 0016 addendum): runs the due steps of one subject's erasure, one after the other,
 * and records each outcome in the ledger. Every step is an idempotent RPC, so running a step twice (two instances,
 * a retry after a lost answer) is harmless.
 */
export class ErasureSaga {
  private readonly running = new Set<string>();

  constructor(
    private readonly rpc: RpcClient,
    private readonly ledger: ErasureLedger,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async attempt(subject: string, step: ServiceStep): Promise<StepAttempt> {
    let outcome: StepOutcome;
    let error: unknown = null;
    try {
      outcome = { result: await CALLS[step](this.rpc, subject) };
    } catch (e) {
      error = e;
      outcome = { error: { code: codeOf(e) } };
    }
    const record = await this.ledger.update(subject, (r) => applyStep(r, step, outcome, this.now()));
    return { record, error };
  }

  /** Runs every due step until none is left that can run now; answers the record as it then is. */
  async run(subject: string): Promise<ErasureRecord | null> {
    // One run per subject at a time on this instance (the request's and the retrier's would only repeat calls).
    if (this.running.has(subject)) return this.ledger.get(subject);
    this.running.add(subject);
    try {
      return await this.runSteps(subject);
    } finally {
      this.running.delete(subject);
    }
  }

  private async runSteps(subject: string): Promise<ErasureRecord | null> {
    let record = await this.ledger.get(subject);
    const tried = new Set<ServiceStep>();
    while (record && record.steps.identity.state === 'done') {
      const next = dueSteps(record).find(
        (s): s is ServiceStep => s !== 'identity' && !tried.has(s as ServiceStep),
      );
      if (!next) break;
      tried.add(next);
      const { record: after, error } = await this.attempt(subject, next);
      if (error && after.steps[next].state === 'failed') {
        this.logger.warn({ err: error, userId: subject, step: next }, 'erasure step failed; retried later');
      }
      record = after;
    }
    if (record?.completedAt && tried.size > 0) {
      this.logger.info({ userId: subject }, 'erasure completed');
    }
    return record;
  }

  /** Every erasure not yet completed, once (the retrier's round). */
  async resumeAll(): Promise<number> {
    const open = (await this.ledger.list()).filter(
      (r) => r.completedAt === null && r.steps.identity.state === 'done',
    );
    for (const r of open) {
      await this.run(r.subject).catch((err: unknown) =>
        this.logger.warn({ err, userId: r.subject }, 'erasure round failed'),
      );
    }
    return open.length;
  }
}

function codeOf(e: unknown): string {
  if (e instanceof RemoteError || e instanceof DomainError) return e.code;
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : ErrorCodes.UNAVAILABLE;
}
