import { withTransaction } from '@fabelhaft/eventsourcing';
import type { PrintJobDetail, RequestMetadata } from '@fabelhaft/contracts';
import { cancelNotAllowed, printJobNotFound, reprintNotAllowed } from '../domain/print-job.errors';
import { promisedWindow, reprintJobIdOf } from '../domain/print-product';
import type { FulfilmentDeps } from '../fulfilment.deps';
import { signJobFiles } from '../infrastructure/signed-files';
import { getPrintJob } from '../read-model/print-jobs.query';

const meta = (m: RequestMetadata) => ({
  correlationId: m.correlationId,
  causationId: m.causationId ?? null,
  userId: m.userId ?? null,
});

/**
 * Support cancels a job before production (issue #15). The partner is asked first where it answers at once
 * (Gelato); a NATS partner hears `PrintJobCancelRequested` from the relay. A job already cancelled answers as
 * it is.
 */
export async function cancelPrintJob(
  deps: FulfilmentDeps,
  r: { printJobId: string; reason: string },
  m: RequestMetadata,
): Promise<PrintJobDetail> {
  const { state } = await deps.printJobs.load(r.printJobId);
  if (!state.exists || !state.spec) throw printJobNotFound();
  if (state.status !== 'cancelled') {
    // issue #15: cancelled only before in_production (the decider says so too); the partner is not troubled after.
    if (
      state.status === 'in_production' ||
      ['printed', 'shipped', 'delivered', 'rejected'].includes(state.status)
    )
      throw cancelNotAllowed();
    const { cancelled } = await deps.gateways
      .of(state.spec.partnerId)
      .cancel(state.spec.printJobId, state.partnerJobRef);
    if (!cancelled) throw cancelNotAllowed();
    await deps.printJobs.handle(r.printJobId, { type: 'CancelPrintJob', reason: r.reason }, meta(m));
  }
  return getPrintJob(deps.pool, deps.store, r.printJobId);
}

/**
 * Support reprints a job (issue #15): a new job for the same order item, same files and address, a new promise,
 * naming the old one. Once per job; the same call again answers the same new job.
 */
export async function reprintPrintJob(
  deps: FulfilmentDeps,
  r: { printJobId: string; reason: string },
  m: RequestMetadata,
): Promise<PrintJobDetail> {
  const { state } = await deps.printJobs.load(r.printJobId);
  if (!state.exists || !state.spec) throw printJobNotFound();
  const newId = reprintJobIdOf(r.printJobId);
  if (state.reprintedAs && state.reprintedAs !== newId) throw reprintNotAllowed();
  const now = new Date();
  const spec = {
    ...state.spec,
    printJobId: newId,
    reprintOf: state.spec.printJobId,
    partnerId: deps.settings.partnerId,
    promised: promisedWindow(now, deps.settings.promise),
  };
  await withTransaction(deps.pool, async (tx) => {
    await deps.printJobs.handle(
      r.printJobId,
      { type: 'MarkReprinted', newPrintJobId: newId, reason: r.reason },
      meta(m),
      tx,
    );
    const existing = await deps.printJobs.load(newId, tx);
    if (existing.state.exists) return;
    const { partnerJobRef } = await deps.gateways
      .of(spec.partnerId)
      .submit(signJobFiles(deps.settings.signer, spec, deps.settings.linkTtlSeconds, now));
    await deps.printJobs.handle(newId, { type: 'RequestPrintJob', spec, partnerJobRef }, meta(m), tx);
  });
  return getPrintJob(deps.pool, deps.store, newId);
}
