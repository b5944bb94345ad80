import {
  ERASURE_STEPS,
  ErrorCodes,
  type ErasureStep,
  type ErasureStepStatus,
  type ErasureView,
} from '@fabelhaft/contracts';

/** One erased customer: the record the BFF keeps in the ERASURES bucket (issue #22, ADR 0016 addendum). */
export type ErasureRecord = Omit<ErasureView, 'id' | 'status'>;

/**
 * The steps each step waits for. Orders → refinement → books as before (ADR 0016 addendum for issue #14: only
 * refinement knows a revision is on its way, and books must erase after it); the others hold nothing another step
 * needs and run independently. `identity` is done by the BFF itself, inline, with the customer's access token.
 */
export const STEP_AFTER: Record<ErasureStep, readonly ErasureStep[]> = {
  orders: [],
  refinement: ['orders'],
  books: ['refinement'],
  identity: [],
  limits: [],
  notifications: [],
  fulfilment: [],
  tracking: [],
};

/** What a service's erasure said: its counts, or its refusal/failure. */
export type StepOutcome = { result: Record<string, number> } | { error: { code: string } };

const pendingStep = (): ErasureStepStatus => ({
  state: 'pending',
  attempts: 0,
  at: null,
  code: null,
  result: null,
});

export function newErasure(subject: string, now: Date): ErasureRecord {
  const at = now.toISOString();
  return {
    subject,
    requestedAt: at,
    updatedAt: at,
    completedAt: null,
    steps: Object.fromEntries(ERASURE_STEPS.map((s) => [s, pendingStep()])) as ErasureRecord['steps'],
  };
}

/** The steps that may run now: not done, and every step they wait for done. `identity` is never among them. */
export function dueSteps(record: ErasureRecord): ErasureStep[] {
  return ERASURE_STEPS.filter(
    (s) =>
      s !== 'identity' &&
      record.steps[s].state !== 'done' &&
      STEP_AFTER[s].every((before) => record.steps[before].state === 'done'),
  );
}

/** A service still keeps something it must (a print job or a parcel on its way): the step waits. */
const KEPT: Partial<Record<ErasureStep, { field: string; code: string }>> = {
  fulfilment: { field: 'keptJobs', code: 'FULFILMENT.ERASURE_WAITING' },
  tracking: { field: 'keptShipments', code: 'TRACKING.ERASURE_WAITING' },
};

/** Refusals that pass (a payment, a production, a revision, a concurrent write): asked again later. */
export function isTransientRefusal(code: string): boolean {
  return code.endsWith('.ERASURE_BLOCKED') || code === ErrorCodes.CONFLICT;
}

/** The step's new status after one attempt. Pure. */
export function stepAfter(
  step: ErasureStep,
  previous: ErasureStepStatus,
  outcome: StepOutcome,
  now: Date,
): ErasureStepStatus {
  const base = { attempts: previous.attempts + 1, at: now.toISOString() };
  if ('error' in outcome) {
    const code = outcome.error.code;
    return { ...base, state: isTransientRefusal(code) ? 'waiting' : 'failed', code, result: previous.result };
  }
  const kept = KEPT[step];
  if (kept && (outcome.result[kept.field] ?? 0) > 0) {
    return { ...base, state: 'waiting', code: kept.code, result: outcome.result };
  }
  return { ...base, state: 'done', code: null, result: outcome.result };
}

/** The record with one step's attempt applied; completed once every step is done. Pure. */
export function applyStep(
  record: ErasureRecord,
  step: ErasureStep,
  outcome: StepOutcome,
  now: Date,
): ErasureRecord {
  const steps = { ...record.steps, [step]: stepAfter(step, record.steps[step], outcome, now) };
  const complete = ERASURE_STEPS.every((s) => steps[s].state === 'done');
  return {
    ...record,
    steps,
    updatedAt: now.toISOString(),
    completedAt: complete ? (record.completedAt ?? now.toISOString()) : null,
  };
}

/** Support's view of a record (`GET /admin/erasures`). */
export function toErasureView(record: ErasureRecord): ErasureView {
  return { id: record.subject, status: record.completedAt ? 'completed' : 'in_progress', ...record };
}
