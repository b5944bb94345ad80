import { z } from 'zod';
import { storableText } from '../text';

/** GET /limits → spec §3 "Limits": preview_limit, preview_remaining, edit_limit, edit_remaining. */
export const LimitsResponse = z.object({
  preview_limit: z.number().int().nonnegative(),
  preview_remaining: z.number().int(),
  edit_limit: z.number().int().nonnegative(),
  edit_remaining: z.number().int(),
});
export type LimitsResponse = z.infer<typeof LimitsResponse>;

/** spec §5/§9: a request for more previews or edits carries at least 10 characters after trimming. */
export const MIN_REQUEST_MESSAGE_LENGTH = 10;
const RequestMessage = storableText({ error: 'message: a text is required' })
  .max(2000, 'The message can have at most 2000 characters')
  .refine((s) => s.trim().length >= MIN_REQUEST_MESSAGE_LENGTH, {
    message: `The message needs at least ${MIN_REQUEST_MESSAGE_LENGTH} characters`,
  });

/** spec §7 POST /limits/preview/request. */
export const PreviewLimitRequestBody = z.object({ message: RequestMessage });
export type PreviewLimitRequestBody = z.infer<typeof PreviewLimitRequestBody>;
/** spec §7 POST /limits/edit/request: one of the caller's own paid books. */
export const EditLimitRequestBody = z.object({
  book_id: z.uuid({ error: 'Invalid book id' }),
  message: RequestMessage,
});
export type EditLimitRequestBody = z.infer<typeof EditLimitRequestBody>;

/**
 * A customer's request for more previews or edits and its state (issue #13): pending, approved with `granted`,
 * or rejected with the `reason` support gave.
 */
export const LimitRequestResponse = z.object({
  id: z.string(),
  kind: z.enum(['preview', 'edit']),
  book_id: z.string().nullable(),
  message: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  granted: z.number().int().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type LimitRequestResponse = z.infer<typeof LimitRequestResponse>;

/** GET /limits/requests: the caller's requests, newest first. */
export const LimitRequestsResponse = z.object({ requests: z.array(LimitRequestResponse) });
export type LimitRequestsResponse = z.infer<typeof LimitRequestsResponse>;
