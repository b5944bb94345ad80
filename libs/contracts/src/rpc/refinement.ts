import { z } from 'zod';
import {
  FocusPages,
  REFINEMENT_SESSION_STATUSES,
  RefinementMessageText,
  RefinementNotes,
} from '../rest/refinement';
import { rpc } from './envelope';

const OwnerId = z.string().min(1).max(128);
const BookId = z.string().min(1).max(128);
const SessionId = z.string().min(1).max(128);
const OwnedSession = z.object({ ownerId: OwnerId, bookId: BookId, sessionId: SessionId });

export const RefinementMessageView = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: z.string(),
});
export type RefinementMessageView = z.infer<typeof RefinementMessageView>;

/** A planned change as the parent sees it (the book engine's `viewOfChange`, taken when the plan was made). */
export const PlannedChangeView = z.object({
  targetType: z.string(),
  action: z.string(),
  targetIdentifier: z.string(),
  rationale: z.string(),
});
export type PlannedChangeView = z.infer<typeof PlannedChangeView>;

/** One refinement session (spec §3) as the refinement service shows it; the BFF maps it to snake_case. */
export const RefinementSessionView = z.object({
  sessionId: SessionId,
  bookId: BookId,
  ownerId: OwnerId,
  status: z.enum(REFINEMENT_SESSION_STATUSES),
  messages: z.array(RefinementMessageView),
  latestPlan: z
    .object({ planNumber: z.number().int().min(1), plannedChanges: z.array(PlannedChangeView) })
    .nullable(),
  requiresConfirmation: z.boolean(),
  revision: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RefinementSessionView = z.infer<typeof RefinementSessionView>;

/** issue #24: a session as support reads it — the parent's view plus its number and whether it is open. */
export const AdminRefinementSessionView = RefinementSessionView.extend({
  number: z.number().int().min(1),
  open: z.boolean(),
});
export type AdminRefinementSessionView = z.infer<typeof AdminRefinementSessionView>;

export const ADMIN_SESSION_SORT_FIELDS = ['createdAt', 'updatedAt'] as const;

/**
 * The refinement service's request/reply operations (issue #14, subjects `rpc.refinement.<name>`). Every call
 * carries the caller's subject as `ownerId`: another customer's book or session answers REFINEMENT.NOT_FOUND
 * (the books service's BOOKS.NOT_FOUND for a book).
 */
export const RefinementRpc = {
  /**
   * Resumes the book's open session (`resume`, the default) or opens one; `resume: false` closes an open draft or
   * awaiting session and opens a new one (not while a revision is queued or running). Only the owner of a paid,
   * completed, not yet approved book may refine it.
   */
  openSession: rpc(
    'rpc.refinement.open-session',
    z.object({ ownerId: OwnerId, bookId: BookId, resume: z.boolean().default(true) }),
    RefinementSessionView,
  ),
  getSession: rpc('rpc.refinement.get-session', OwnedSession, RefinementSessionView),
  /**
   * Records the parent's message and asks the planner: a plan waits for confirmation, a question comes back as
   * `clarificationPrompt`. Refused while a revision is queued or running.
   */
  sendMessage: rpc(
    'rpc.refinement.send-message',
    OwnedSession.extend({
      message: RefinementMessageText,
      focusPages: FocusPages,
      /** The customer's site language: the plan's rationales and questions are written in it. */
      locale: z.enum(['de', 'en']),
    }),
    z.object({ session: RefinementSessionView, clarificationPrompt: z.string().nullable() }),
  ),
  /**
   * Confirms the latest plan: one edit is used at limits (none left: LIMITS.EDIT_QUOTA_EXHAUSTED, nothing
   * changes) and the revision is queued. A second confirm of the same plan answers the session unchanged.
   */
  confirm: rpc(
    'rpc.refinement.confirm',
    OwnedSession.extend({ notes: RefinementNotes.nullable() }),
    RefinementSessionView,
  ),
  /**
   * issue #24, support (the console's book page and refinement sessions, read-only): sessions by book, owner or
   * status, newest first, each with its messages and latest plan; paged. No owner check: the BFF calls it only
   * behind the `support` group.
   */
  adminListSessions: rpc(
    'rpc.refinement.admin-list-sessions',
    z.object({
      bookId: BookId.optional(),
      ownerId: OwnerId.optional(),
      status: z.enum(REFINEMENT_SESSION_STATUSES).optional(),
      ids: z.array(SessionId).max(200).optional(),
      sort: z.object({ field: z.enum(ADMIN_SESSION_SORT_FIELDS), order: z.enum(['ASC', 'DESC']) }),
      offset: z.number().int().min(0),
      limit: z.number().int().min(1).max(200),
    }),
    z.object({ sessions: z.array(AdminRefinementSessionView), total: z.number().int().min(0) }),
  ),
  /** issue #24, support: one session, any owner's. REFINEMENT.NOT_FOUND (404). */
  adminGetSession: rpc(
    'rpc.refinement.admin-get-session',
    z.object({ sessionId: SessionId }),
    AdminRefinementSessionView,
  ),
  /**
   * GDPR Art. 17 (ADR 0016, addendum for issue #14): erases every refinement session of the customer — what they
   * wrote about their children, the plans, the notes — with its events and read-model row. Idempotent: a repeat
   * erases nothing more (`erasedSessions: 0`). REFINEMENT.ERASURE_BLOCKED while a session of the customer is
   * queued or running (a revision is being made), so nothing is half-erased.
   */
  eraseOwnerData: rpc(
    'rpc.refinement.erase-owner-data',
    z.object({ ownerId: OwnerId }),
    z.object({ erasedSessions: z.number().int().min(0) }),
  ),
} as const;
