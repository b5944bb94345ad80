/**
 * LimitRequest: a customer's request for more previews or edits (spec §3 Support request, §7) and support's
 * decision on it. requested → approved (with the number granted) | rejected (with the reason shown to the
 * customer). Its own stream, `limit-request-<id>`; the grant itself is the QuotaAccount's (grant id = request id).
 */

export type LimitKind = 'preview' | 'edit';

export type LimitRequestEvent =
  | {
      type: 'LimitRequested';
      data: {
        requestId: string;
        ownerId: string;
        kind: LimitKind;
        bookId: string | null;
        email: string | null;
        message: string;
        at: string;
      };
    }
  | { type: 'LimitRequestApproved'; data: { granted: number; by: string | null; at: string } }
  | { type: 'LimitRequestRejected'; data: { reason: string; by: string | null; at: string } };

export interface LimitRequest {
  status: 'none' | 'pending' | 'approved' | 'rejected';
  ownerId: string | null;
  kind: LimitKind | null;
  granted: number | null;
  reason: string | null;
}

export const initialLimitRequest = (): LimitRequest => ({
  status: 'none',
  ownerId: null,
  kind: null,
  granted: null,
  reason: null,
});

export function evolve(state: LimitRequest, event: LimitRequestEvent): LimitRequest {
  switch (event.type) {
    case 'LimitRequested':
      return { ...state, status: 'pending', ownerId: event.data.ownerId, kind: event.data.kind };
    case 'LimitRequestApproved':
      return { ...state, status: 'approved', granted: event.data.granted };
    case 'LimitRequestRejected':
      return { ...state, status: 'rejected', reason: event.data.reason };
  }
}
