import { z } from 'zod';
import { REFINEMENT_SESSION_STATUSES } from '../constants';
import { storableText } from '../text';

// The plain values live in ../constants (the console reads them without zod); exported here as before.
export { REFINEMENT_SESSION_STATUSES, type RefinementSessionStatus } from '../constants';

/**
 * spec §7 `/books/{bookId}/refine/…` bodies and answers (issue #14), in the spec's snake_case: only the BFF
 * speaks these; inside the system the refinement RPCs carry camelCase (rpc/refinement.ts).
 */

/** A refinement message: spec §5 non-empty after trimming, at most 2000 characters (sent trimmed). */
export const MAX_REFINEMENT_MESSAGE_LENGTH = 2000;
export const RefinementMessageText = storableText({ error: 'a text is required' })
  .trim()
  .min(1, 'Please write a message')
  .max(
    MAX_REFINEMENT_MESSAGE_LENGTH,
    `The message can have at most ${MAX_REFINEMENT_MESSAGE_LENGTH} characters`,
  );

/** Viewer page numbers (cover = 1) the parent is looking at; "this page" is the first. */
export const FocusPages = z
  .array(z.number().int().min(1, 'focus_pages: page numbers start at 1').max(999), {
    error: 'a list of page numbers is expected',
  })
  .max(20, 'focus_pages: at most 20 pages');

/** Notes for the book's makers with the confirmation (optional; empty means none). */
export const MAX_REFINEMENT_NOTES_LENGTH = 2000;
export const RefinementNotes = storableText({ error: 'a text is expected' })
  .trim()
  .max(MAX_REFINEMENT_NOTES_LENGTH, `The notes can have at most ${MAX_REFINEMENT_NOTES_LENGTH} characters`)
  .transform((s) => (s === '' ? null : s));

/** POST /books/{bookId}/refine/sessions: resume the open session (default) or start a new one. */
export const OpenRefinementSessionRequest = z.object({
  resume: z.boolean({ error: 'true or false is expected' }).default(true),
});
export type OpenRefinementSessionRequest = z.infer<typeof OpenRefinementSessionRequest>;

/** POST /books/{bookId}/refine/{sessionId}/messages. */
export const RefinementMessageRequest = z.object({
  message: RefinementMessageText,
  focus_pages: FocusPages.default([]),
});
export type RefinementMessageRequest = z.infer<typeof RefinementMessageRequest>;

/** POST /books/{bookId}/refine/{sessionId}/confirm. */
export const ConfirmRefinementRequest = z.object({ notes: RefinementNotes.nullish() });
export type ConfirmRefinementRequest = z.infer<typeof ConfirmRefinementRequest>;

/** spec §3 planned_changes item: the change named as the parent sees it (viewer page numbers, cast names). */
export const PlannedChangeResponse = z.object({
  target_type: z.string(),
  action: z.string(),
  target_identifier: z.string(),
  rationale: z.string(),
});
export type PlannedChangeResponse = z.infer<typeof PlannedChangeResponse>;

/** spec §3 Refinement session. */
export const RefinementSessionResponse = z.object({
  session_id: z.string(),
  book_id: z.string(),
  status: z.enum(REFINEMENT_SESSION_STATUSES),
  messages: z.array(
    z.object({
      id: z.string(),
      role: z.enum(['user', 'assistant']),
      content: z.string(),
      created_at: z.string(),
    }),
  ),
  latest_plan: z.object({ planned_changes: z.array(PlannedChangeResponse) }).nullable(),
  /** spec §4: Confirm is enabled only when this is true (a plan waits for confirmation). */
  requires_confirmation: z.boolean(),
  /** The book's revision this session made, once completed. */
  revision: z.number().int().nullable(),
  /** Why the revision failed (its edit was given back). */
  error: z.string().nullable(),
});
export type RefinementSessionResponse = z.infer<typeof RefinementSessionResponse>;

/** spec §3 send response: the session and, when the planner asks back, its question. */
export const RefinementMessageResponse = z.object({
  session: RefinementSessionResponse,
  clarification_prompt: z.string().nullable(),
});
export type RefinementMessageResponse = z.infer<typeof RefinementMessageResponse>;
