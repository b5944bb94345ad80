import type { LimitKind, LimitRequest, LimitRequestEvent } from './limit-request';
import { invalidRequest, requestAlreadyDecided, requestNotFound } from './limit-request.errors';

/** spec §5/§9: a request message has at least 10 characters after trimming. */
export const MIN_MESSAGE_LENGTH = 10;
/** docs/admin-api.md: a rejection's reason (shown to the customer) has at least 3 characters. */
export const MIN_REASON_LENGTH = 3;
export const MAX_GRANT = 100;

export type RequestLimit = {
  type: 'RequestLimit';
  requestId: string;
  ownerId: string;
  kind: LimitKind;
  bookId: string | null;
  email: string | null;
  message: string;
};
export type ApproveLimitRequest = { type: 'ApproveLimitRequest'; grant: number; by: string | null };
export type RejectLimitRequest = { type: 'RejectLimitRequest'; reason: string; by: string | null };
export type LimitRequestCommand = RequestLimit | ApproveLimitRequest | RejectLimitRequest;

/**
 * Each command is idempotent: the same request recorded again, the same approval (same number) or the same
 * rejection (same reason) delivered twice decides no events. A different decision on a decided request is refused.
 */
export function decide(command: LimitRequestCommand, state: LimitRequest, now: Date): LimitRequestEvent[] {
  const at = now.toISOString();
  switch (command.type) {
    case 'RequestLimit': {
      if (state.status !== 'none') return [];
      const message = command.message.trim();
      if (message.length < MIN_MESSAGE_LENGTH) {
        throw invalidRequest(`The message needs at least ${MIN_MESSAGE_LENGTH} characters`);
      }
      if (command.kind === 'edit' && !command.bookId) throw invalidRequest('An edit request names a book');
      return [
        {
          type: 'LimitRequested',
          data: {
            requestId: command.requestId,
            ownerId: command.ownerId,
            kind: command.kind,
            bookId: command.kind === 'edit' ? command.bookId : null,
            email: command.email,
            message,
            at,
          },
        },
      ];
    }
    case 'ApproveLimitRequest': {
      if (!Number.isInteger(command.grant) || command.grant < 1 || command.grant > MAX_GRANT) {
        throw invalidRequest(`Grant between 1 and ${MAX_GRANT}`);
      }
      if (state.status === 'none') throw requestNotFound();
      if (state.status === 'approved' && state.granted === command.grant) return [];
      if (state.status !== 'pending') throw requestAlreadyDecided();
      return [{ type: 'LimitRequestApproved', data: { granted: command.grant, by: command.by, at } }];
    }
    case 'RejectLimitRequest': {
      const reason = command.reason.trim();
      if (reason.length < MIN_REASON_LENGTH) {
        throw invalidRequest(`The reason needs at least ${MIN_REASON_LENGTH} characters`);
      }
      if (state.status === 'none') throw requestNotFound();
      if (state.status === 'rejected' && state.reason === reason) return [];
      if (state.status !== 'pending') throw requestAlreadyDecided();
      return [{ type: 'LimitRequestRejected', data: { reason, by: command.by, at } }];
    }
  }
}
