import { z } from 'zod';
import { ERASURE_STEP_STATES, ERASURE_STEPS, type ErasureStep } from '../constants';
import { storableText } from '../text';

// The plain values live in ../constants (the console reads them without zod); exported here as before.
export { ERASURE_STEP_STATES, ERASURE_STEPS, type ErasureStep, type ErasureStepState } from '../constants';

/**
 * issue #12 DELETE /account (GDPR Art. 17): the body carries the customer's Cognito access token, with which
 * the BFF checks it is the signed-in user's and then deletes the identity user (Cognito `DeleteUser`). The
 * bearer token is the id token, as on every route.
 */
export const DeleteAccountRequest = z.object({
  access_token: storableText({ error: 'access_token is required' })
    .min(1, 'access_token is required')
    .max(8192),
  /** issue #22: revoked (Cognito `RevokeToken`) before the user is deleted, so no new tokens can be minted. */
  refresh_token: storableText().min(1).max(8192).optional(),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

export const ErasureStepStatus = z.object({
  state: z.enum(ERASURE_STEP_STATES),
  attempts: z.number().int().min(0),
  /** When the step last ran (ISO). */
  at: z.string().nullable(),
  /** The service's error code when it did not finish (e.g. `FULFILMENT.ERASURE_WAITING`). */
  code: z.string().nullable(),
  /** What the service answered: counts only, never personal data. */
  result: z.record(z.string(), z.number()).nullable(),
});
export type ErasureStepStatus = z.infer<typeof ErasureStepStatus>;

/** One erased customer as support sees it (`GET /admin/erasures`): the subject and a status per service. */
export const ErasureView = z.object({
  id: z.string(),
  subject: z.string(),
  status: z.enum(['in_progress', 'completed']),
  requestedAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  steps: z.object(
    Object.fromEntries(ERASURE_STEPS.map((s) => [s, ErasureStepStatus])) as Record<
      ErasureStep,
      typeof ErasureStepStatus
    >,
  ),
});
export type ErasureView = z.infer<typeof ErasureView>;
