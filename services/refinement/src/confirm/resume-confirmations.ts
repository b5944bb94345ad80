import { randomUUID } from 'node:crypto';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DomainError } from '@fabelhaft/contracts';
import { Periodic } from '@fabelhaft/service-kit';
import { decide } from '../domain/refinement-session.decide';
import { PENDING_CONFIRMATIONS_TABLE } from '../read-model/pending-confirmations.projection';
import type { RefinementDeps } from '../refinement.deps';
import { finishConfirmation, giveBackAndAbandon, type Confirmation } from './confirm-revision';

type SweepDeps = Pick<RefinementDeps, 'pool' | 'sessions' | 'edits' | 'logger'>;

/**
 * The confirmation sweep (issue #14, "nothing is lost when a process dies mid-job"): a confirmation started
 * longer than `graceMs` ago and neither confirmed nor abandoned belongs to a process that died between using the
 * edit and recording the confirmation (or could not reach limits). It is finished as the parent asked — the edit
 * used once, the revision confirmed — or, when its plan can no longer be confirmed (a newer message, the session
 * closed), ended with its edit given back. Safe on several instances at once: every step is idempotent by the
 * revision id, and the session's stream version orders the appends.
 */
export async function resumeConfirmations(
  deps: SweepDeps,
  options: { graceMs: number; batch?: number; now?: Date },
): Promise<{ confirmed: number; abandoned: number }> {
  const now = options.now ?? new Date();
  const { rows } = await deps.pool.query<{ session_id: string }>(
    `select session_id from ${PENDING_CONFIRMATIONS_TABLE} where started_at <= $1 order by started_at limit $2`,
    [new Date(now.getTime() - options.graceMs).toISOString(), options.batch ?? 20],
  );
  const result = { confirmed: 0, abandoned: 0 };
  for (const { session_id: sessionId } of rows) {
    const { state } = await deps.sessions.load(sessionId);
    const pending = state.confirming;
    if (!pending) continue;
    const c: Confirmation = {
      sessionId,
      ownerId: state.ownerId,
      bookId: state.bookId,
      revisionId: pending.revisionId,
      planNumber: pending.planNumber,
      notes: pending.notes,
    };
    const metadata = { correlationId: randomUUID(), userId: null };
    let refusal: DomainError | null = null;
    try {
      decide({ type: 'ConfirmRevision', planNumber: c.planNumber, notes: c.notes }, state, now);
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      refusal = e;
    }
    try {
      if (refusal) await giveBackAndAbandon(deps, c, refusal.message, metadata);
      else await finishConfirmation(deps, c, metadata);
    } catch (err) {
      deps.logger.warn({ err, revisionId: c.revisionId }, 'a started confirmation could not be finished yet');
      continue;
    }
    const after = (await deps.sessions.load(sessionId)).state;
    if (after.confirmed?.revisionId === c.revisionId) result.confirmed += 1;
    else if (!after.confirming) result.abandoned += 1;
    deps.logger.info?.(
      { revisionId: c.revisionId, confirmed: after.confirmed?.revisionId === c.revisionId },
      'finished a confirmation its process left behind',
    );
  }
  return result;
}

/** Runs the sweep every `everyMs` from start to shutdown. */
export class ConfirmationSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly periodic: Periodic;

  constructor(deps: SweepDeps, options: { everyMs: number; graceMs: number }) {
    this.periodic = new Periodic(
      'confirmation sweep',
      options.everyMs,
      () => resumeConfirmations(deps, { graceMs: options.graceMs }),
      deps.logger,
    );
  }

  onApplicationBootstrap(): void {
    this.periodic.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.periodic.stop();
  }
}
