import { ErrorCodes } from '@fabelhaft/contracts';
import { deciderSpec } from '@fabelhaft/testing/decider-spec';
import { evolve, initialLimitRequest, type LimitRequestEvent } from './limit-request';
import { decide, type LimitRequestCommand } from './limit-request.decide';

const now = new Date('2026-11-23T10:00:00.000Z');
const at = now.toISOString();
const given = deciderSpec({ initialState: initialLimitRequest, evolve, decide }, now);

const request: LimitRequestCommand = {
  type: 'RequestLimit',
  requestId: 'r1',
  ownerId: 'anna',
  kind: 'preview',
  bookId: null,
  email: 'anna@example.com',
  message: '  I need more previews for my twins  ',
};
const requested: LimitRequestEvent = {
  type: 'LimitRequested',
  data: {
    requestId: 'r1',
    ownerId: 'anna',
    kind: 'preview',
    bookId: null,
    email: 'anna@example.com',
    message: 'I need more previews for my twins',
    at,
  },
};
const approved = (granted: number): LimitRequestEvent => ({
  type: 'LimitRequestApproved',
  data: { granted, by: 'support-1', at },
});
const rejected: LimitRequestEvent = {
  type: 'LimitRequestRejected',
  data: { reason: 'Fair use', by: 'support-1', at },
};

describe('LimitRequest decide', () => {
  it('records a request with the trimmed message', () => {
    given().when(request).then([requested]);
  });

  it('refuses a message under 10 characters after trimming (spec §5), recording nothing', () => {
    given()
      .when({ ...request, message: '   123456789    ' })
      .thenThrows(ErrorCodes.VALIDATION, 'The message needs at least 10 characters');
    given()
      .when({ ...request, message: '1234567890' })
      .then([{ ...requested, data: { ...requested.data, message: '1234567890' } } as LimitRequestEvent]);
  });

  it('needs a book for an edit request and keeps it', () => {
    given()
      .when({ ...request, kind: 'edit', bookId: null })
      .thenThrows(ErrorCodes.VALIDATION);
    given()
      .when({ ...request, kind: 'edit', bookId: 'b1' })
      .then([{ ...requested, data: { ...requested.data, kind: 'edit', bookId: 'b1' } } as LimitRequestEvent]);
  });

  it('records the same request id once', () => {
    given(requested).when(request).thenNothingHappened();
  });

  it('approves a pending request with the number granted and who decided', () => {
    given(requested)
      .when({ type: 'ApproveLimitRequest', grant: 3, by: 'support-1' })
      .then([approved(3)]);
  });

  it('decides nothing when the same approval is delivered twice', () => {
    given(requested, approved(3))
      .when({ type: 'ApproveLimitRequest', grant: 3, by: 'support-2' })
      .thenNothingHappened();
  });

  it('refuses another decision on a decided request', () => {
    given(requested, approved(3))
      .when({ type: 'ApproveLimitRequest', grant: 5, by: 'support-1' })
      .thenThrows(ErrorCodes.LIMITS_REQUEST_ALREADY_DECIDED);
    given(requested, approved(3))
      .when({ type: 'RejectLimitRequest', reason: 'Fair use', by: 'support-1' })
      .thenThrows(ErrorCodes.LIMITS_REQUEST_ALREADY_DECIDED);
    given(requested, rejected)
      .when({ type: 'ApproveLimitRequest', grant: 3, by: 'support-1' })
      .thenThrows(ErrorCodes.LIMITS_REQUEST_ALREADY_DECIDED);
  });

  it('rejects a pending request with a reason of at least 3 characters, once', () => {
    given(requested)
      .when({ type: 'RejectLimitRequest', reason: ' Fair use ', by: 'support-1' })
      .then([rejected]);
    given(requested)
      .when({ type: 'RejectLimitRequest', reason: ' no ', by: 'support-1' })
      .thenThrows(ErrorCodes.VALIDATION);
    given(requested, rejected)
      .when({ type: 'RejectLimitRequest', reason: 'Fair use', by: 'support-1' })
      .thenNothingHappened();
  });

  it('refuses grants outside 1–100 and decisions on unknown requests', () => {
    for (const grant of [0, 101, 1.5]) {
      given(requested)
        .when({ type: 'ApproveLimitRequest', grant, by: null })
        .thenThrows(ErrorCodes.VALIDATION);
    }
    given()
      .when({ type: 'ApproveLimitRequest', grant: 3, by: null })
      .thenThrows(ErrorCodes.LIMITS_REQUEST_NOT_FOUND);
    given()
      .when({ type: 'RejectLimitRequest', reason: 'nope', by: null })
      .thenThrows(ErrorCodes.LIMITS_REQUEST_NOT_FOUND);
  });
});
