import { ErrorCodes } from '@fabelhaft/contracts';
import { deciderSpec } from '@fabelhaft/testing/decider-spec';
import type { BookFacts } from './refinable-book';
import {
  evolve,
  initialRefinementSession,
  isOpen,
  sessionIdOfRevision,
  type RefinementSessionEvent,
} from './refinement-session';
import { decide, type RefinementSessionCommand } from './refinement-session.decide';
import { editToReturn } from './session-revision.decide';

const now = new Date('2026-11-24T10:00:00.000Z');
const at = now.toISOString();
const sessionId = '5b1c0d2e-3f40-5a6b-8c7d-9e0f1a2b3c4d';
const revision1 = `${sessionId}.1`;
const given = deciderSpec({ initialState: initialRefinementSession, evolve, decide }, now);

const paidBook: BookFacts = {
  isPreview: false,
  status: 'completed',
  paymentStatus: 'success',
  approvedAt: null,
};
const open = (book: BookFacts = paidBook) =>
  ({ type: 'OpenSession', sessionId, bookId: 'book-1', ownerId: 'anna', number: 1, book }) as const;

const opened: RefinementSessionEvent = {
  type: 'SessionOpened',
  data: { sessionId, bookId: 'book-1', ownerId: 'anna', number: 1, at },
};
const message = (n: number, content: string): RefinementSessionEvent => ({
  type: 'MessageReceived',
  data: { messageId: `${sessionId}:${n}`, content, focusPages: [3], at },
});
const change = { target: 'page_text', action: 'shorten', page: 2, rationale: 'Page 3 gets shorter.' };
const view = {
  targetType: 'page_text',
  action: 'shorten',
  targetIdentifier: 'page 3',
  rationale: 'Page 3 gets shorter.',
};
const planned = (n: number, inReplyTo: number, planNumber = 1): RefinementSessionEvent => ({
  type: 'PlanProposed',
  data: {
    messageId: `${sessionId}:${n}`,
    inReplyTo: `${sessionId}:${inReplyTo}`,
    planNumber,
    changes: [change],
    views: [view],
    summary: 'I will shorten page 3.',
    at,
  },
});
const asked = (n: number, inReplyTo: number): RefinementSessionEvent => ({
  type: 'ClarificationAsked',
  data: {
    messageId: `${sessionId}:${n}`,
    inReplyTo: `${sessionId}:${inReplyTo}`,
    prompt: 'Which page do you mean?',
    at,
  },
});
const confirmed = (planNumber = 1, notes: string | null = null): RefinementSessionEvent => ({
  type: 'RevisionConfirmed',
  data: {
    revisionId: `${sessionId}.${planNumber}`,
    planNumber,
    bookId: 'book-1',
    ownerId: 'anna',
    changes: [change],
    notes,
    at,
  },
});
const started: RefinementSessionEvent = {
  type: 'RevisionStarted',
  data: { revisionId: revision1, revision: 1, at },
};
const completed: RefinementSessionEvent = {
  type: 'RevisionCompleted',
  data: { revisionId: revision1, revision: 1, pages: [3], at },
};
const failed: RefinementSessionEvent = {
  type: 'RevisionFailed',
  data: { revisionId: revision1, reason: 'Page 999 does not exist', at },
};
const closed: RefinementSessionEvent = { type: 'SessionClosed', data: { at } };

/** A plan waiting for confirmation. */
const awaiting = [opened, message(1, 'Make page 3 shorter'), planned(2, 1)];
const queued = [...awaiting, confirmed()];

describe('RefinementSession: opening (issue #14)', () => {
  it('opens a draft session for the owner of a paid, completed, not approved book', () => {
    given().when(open()).then([opened]);
    expect(given(opened).state()).toMatchObject({ status: 'draft', bookId: 'book-1', ownerId: 'anna' });
  });

  it('answers the same session to a second open of the same id (a racer)', () => {
    given(opened).when(open()).thenNothingHappened();
  });

  it('refuses an unpaid book or a preview: only a paid book can be refined', () => {
    given()
      .when(open({ ...paidBook, paymentStatus: 'pending' }))
      .thenThrows(
        ErrorCodes.REFINEMENT_BOOK_NOT_PAID,
        'Only a paid book can be refined. Order the book first, then you can change it.',
      );
    given()
      .when(open({ isPreview: true, status: 'completed', paymentStatus: 'none', approvedAt: null }))
      .thenThrows(ErrorCodes.REFINEMENT_BOOK_NOT_PAID);
  });

  it('refuses a paid book still in production: it is still being made', () => {
    given()
      .when(open({ isPreview: true, status: 'running', paymentStatus: 'success', approvedAt: null }))
      .thenThrows(
        ErrorCodes.REFINEMENT_BOOK_NOT_READY,
        'This book is still being made. You can refine it once it is ready.',
      );
    given()
      .when(open({ ...paidBook, status: 'failed' }))
      .thenThrows(ErrorCodes.REFINEMENT_BOOK_NOT_READY);
  });

  it('refuses a book approved for print', () => {
    given()
      .when(open({ ...paidBook, approvedAt: '2026-11-23T09:00:00.000Z' }))
      .thenThrows(
        ErrorCodes.REFINEMENT_BOOK_APPROVED,
        'This book is approved for print and can no longer be changed.',
      );
  });
});

describe('RefinementSession: closing to start again (resume: false)', () => {
  it('closes a draft or awaiting session', () => {
    given(opened).when({ type: 'CloseSession' }).then([closed]);
    given(...awaiting)
      .when({ type: 'CloseSession' })
      .then([closed]);
    given(opened, message(1, 'change it'), asked(2, 1)).when({ type: 'CloseSession' }).then([closed]);
    expect(isOpen(given(opened, closed).state())).toBe(false);
  });

  it('refuses while a confirmed revision is queued or running (spec §4)', () => {
    given(...queued)
      .when({ type: 'CloseSession' })
      .thenThrows(
        ErrorCodes.REFINEMENT_REVISION_IN_PROGRESS,
        'Please wait until the current change is finished.',
      );
    given(...queued, started)
      .when({ type: 'CloseSession' })
      .thenThrows(ErrorCodes.REFINEMENT_REVISION_IN_PROGRESS);
  });

  it('has nothing to close once closed, completed or failed', () => {
    given(opened, closed).when({ type: 'CloseSession' }).thenNothingHappened();
    given(...queued, started, completed)
      .when({ type: 'CloseSession' })
      .thenNothingHappened();
    given(...queued, failed)
      .when({ type: 'CloseSession' })
      .thenNothingHappened();
  });

  it('does not know a session never opened', () => {
    given().when({ type: 'CloseSession' }).thenThrows(ErrorCodes.REFINEMENT_NOT_FOUND);
  });
});

describe('RefinementSession: messages', () => {
  const receive = (content: string): RefinementSessionCommand => ({
    type: 'ReceiveMessage',
    content,
    focusPages: [3],
  });

  it('records the parent’s message with the next message id, status unchanged', () => {
    given(opened)
      .when(receive('Make page 3 shorter'))
      .then([message(1, 'Make page 3 shorter')]);
    expect(given(opened, message(1, 'x')).state().status).toBe('draft');
    given(...awaiting)
      .when(receive('And the title bigger'))
      .then([message(3, 'And the title bigger')]);
  });

  it('records a message sent again while it is still unanswered once (its planning failed)', () => {
    given(opened, message(1, 'Make page 3 shorter'))
      .when(receive('Make page 3 shorter'))
      .thenNothingHappened();
    // Once answered, the same words are a new message.
    given(...awaiting)
      .when(receive('Make page 3 shorter'))
      .then([message(3, 'Make page 3 shorter')]);
  });

  it('refuses messages while the revision is queued or running (spec §4)', () => {
    given(...queued)
      .when(receive('one more thing'))
      .thenThrows(
        ErrorCodes.REFINEMENT_REVISION_IN_PROGRESS,
        'Please wait until the current change is finished.',
      );
    given(...queued, started)
      .when(receive('one more thing'))
      .thenThrows(ErrorCodes.REFINEMENT_REVISION_IN_PROGRESS);
  });

  it('refuses messages to a completed, failed or closed session: a new one makes the next change', () => {
    for (const history of [
      [...queued, started, completed],
      [...queued, failed],
      [opened, closed],
    ])
      given(...history)
        .when(receive('again'))
        .thenThrows(ErrorCodes.REFINEMENT_SESSION_CLOSED);
    given().when(receive('hello')).thenThrows(ErrorCodes.REFINEMENT_NOT_FOUND);
  });
});

describe('RefinementSession: the planner’s answers', () => {
  const propose = (inReplyTo: number): RefinementSessionCommand => ({
    type: 'ProposePlan',
    inReplyTo: `${sessionId}:${inReplyTo}`,
    changes: [change],
    views: [view],
    summary: 'I will shorten page 3.',
  });
  const clarify = (inReplyTo: number) =>
    ({
      type: 'AskClarification',
      inReplyTo: `${sessionId}:${inReplyTo}`,
      prompt: 'Which page do you mean?',
    }) as const;

  it('proposes a plan for the unanswered message: awaiting confirmation, the summary as the assistant’s message', () => {
    given(opened, message(1, 'Make page 3 shorter'))
      .when(propose(1))
      .then([planned(2, 1)]);
    const state = given(...awaiting).state();
    expect(state.status).toBe('awaiting_confirmation');
    expect(state.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Make page 3 shorter'],
      ['assistant', 'I will shorten page 3.'],
    ]);
  });

  it('numbers the plans: a later message’s plan replaces the latest one', () => {
    given(...awaiting, message(3, 'and page 4 too'))
      .when(propose(3))
      .then([planned(4, 3, 2)]);
    expect(given(...awaiting, message(3, 'x'), planned(4, 3, 2)).state().latestPlan?.planNumber).toBe(2);
  });

  it('asks back: awaiting clarification, the prompt as the assistant’s message, no plan to confirm', () => {
    given(opened, message(1, 'change it'))
      .when(clarify(1))
      .then([asked(2, 1)]);
    const state = given(...awaiting, message(3, 'hmm'), asked(4, 3)).state();
    expect(state.status).toBe('awaiting_clarification');
    expect(state.latestPlan).toBeNull();
    expect(state.messages.at(-1)).toMatchObject({ role: 'assistant', content: 'Which page do you mean?' });
  });

  it('drops an answer to a message that is no longer the unanswered one (answered already, or overtaken)', () => {
    given(...awaiting)
      .when(propose(1))
      .thenNothingHappened();
    given(opened, message(1, 'a'), message(2, 'b')).when(clarify(1)).thenNothingHappened();
    given(opened, message(1, 'a'), closed).when(propose(1)).thenNothingHappened();
  });

  it('keeps the parent’s requests since the last confirmed plan together for the planner', () => {
    const state = given(
      opened,
      message(1, 'change the scarf'),
      asked(2, 1),
      message(3, 'the fox’s, blue'),
    ).state();
    expect(state.requests.map((r) => r.content)).toEqual(['change the scarf', 'the fox’s, blue']);
    expect(given(...queued).state().requests).toEqual([]);
  });
});

describe('RefinementSession: confirming (spec §4: only when a plan requires confirmation)', () => {
  const confirm = (notes: string | null = null, planNumber: number | null = null) =>
    ({ type: 'ConfirmRevision', planNumber, notes }) as const;

  it('confirms the latest plan as revision <session>.<plan>, with the changes and notes: queued', () => {
    given(...awaiting)
      .when(confirm('Thank you!'))
      .then([confirmed(1, 'Thank you!')]);
    expect(given(...queued).state()).toMatchObject({
      status: 'queued',
      confirmed: { revisionId: revision1 },
    });
    expect(sessionIdOfRevision(revision1)).toBe(sessionId);
  });

  it('answers a second confirm of the same plan unchanged (a retry, a double click)', () => {
    given(...queued)
      .when(confirm())
      .thenNothingHappened();
    given(...queued)
      .when(confirm(null, 1))
      .thenNothingHappened();
    given(...queued, started, completed)
      .when(confirm())
      .thenNothingHappened();
  });

  it('refuses without a plan waiting: a draft, or a question asked', () => {
    given(opened).when(confirm()).thenThrows(ErrorCodes.REFINEMENT_NOTHING_TO_CONFIRM);
    given(...awaiting, message(3, 'hm'), asked(4, 3))
      .when(confirm())
      .thenThrows(ErrorCodes.REFINEMENT_NOTHING_TO_CONFIRM);
  });

  it('refuses a plan that a newer one replaced in the meantime', () => {
    given(...awaiting, message(3, 'and page 4'), planned(4, 3, 2))
      .when(confirm(null, 1))
      .thenThrows(
        ErrorCodes.REFINEMENT_PLAN_CHANGED,
        'The plan has changed in the meantime. Please check it and confirm again.',
      );
  });

  it('refuses in a closed session, and another plan while one is being made', () => {
    given(...awaiting, closed)
      .when(confirm())
      .thenThrows(ErrorCodes.REFINEMENT_SESSION_CLOSED);
    given(...queued)
      .when(confirm(null, 2))
      .thenThrows(ErrorCodes.REFINEMENT_REVISION_IN_PROGRESS);
    given().when(confirm()).thenThrows(ErrorCodes.REFINEMENT_NOT_FOUND);
  });
});

describe('RefinementSession: a confirmation under way (recorded before the edit is used)', () => {
  const start = (planNumber: number | null = null, notes: string | null = 'Thanks') =>
    ({ type: 'StartConfirmation', planNumber, notes }) as const;
  const confirmationStarted = (planNumber = 1, notes: string | null = 'Thanks'): RefinementSessionEvent => ({
    type: 'ConfirmationStarted',
    data: { revisionId: `${sessionId}.${planNumber}`, planNumber, notes, at },
  });
  const abandon = (revisionId = revision1) =>
    ({ type: 'AbandonConfirmation', revisionId, reason: 'Edit limit reached' }) as const;

  it('starts the confirmation of the latest plan once; the status the parent sees stays as it is', () => {
    given(...awaiting)
      .when(start())
      .then([confirmationStarted()]);
    given(...awaiting, confirmationStarted())
      .when(start())
      .thenNothingHappened();
    expect(given(...awaiting, confirmationStarted()).state()).toMatchObject({
      status: 'awaiting_confirmation',
      confirming: { revisionId: revision1, planNumber: 1, notes: 'Thanks' },
    });
  });

  it('refuses to start what Confirm would refuse, and starts nothing once confirmed', () => {
    given(opened).when(start()).thenThrows(ErrorCodes.REFINEMENT_NOTHING_TO_CONFIRM);
    given(...awaiting, message(3, 'and page 4'), planned(4, 3, 2))
      .when(start(1))
      .thenThrows(ErrorCodes.REFINEMENT_PLAN_CHANGED);
    given(...queued)
      .when(start())
      .thenNothingHappened();
  });

  it('ends with the confirmation (queued), or abandoned — only the confirmation under way', () => {
    expect(given(...awaiting, confirmationStarted(), confirmed(1, 'Thanks')).state()).toMatchObject({
      status: 'queued',
      confirming: null,
    });
    given(...awaiting, confirmationStarted())
      .when(abandon())
      .then([
        {
          type: 'ConfirmationAbandoned',
          data: { revisionId: revision1, reason: 'Edit limit reached', at },
        },
      ]);
    given(...awaiting, confirmationStarted())
      .when(abandon(`${sessionId}.2`))
      .thenNothingHappened();
    given(...awaiting)
      .when(abandon())
      .thenNothingHappened();
    expect(
      given(...awaiting, confirmationStarted(), {
        type: 'ConfirmationAbandoned',
        data: { revisionId: revision1, reason: 'Edit limit reached', at },
      }).state(),
    ).toMatchObject({ status: 'awaiting_confirmation', confirming: null });
  });
});

describe('RefinementSession: the books service’s news about the revision', () => {
  const start = { type: 'RecordRevisionStarted', revisionId: revision1, revision: 1 } as const;
  const complete: RefinementSessionCommand = {
    type: 'RecordRevisionCompleted',
    revisionId: revision1,
    revision: 1,
    pages: [3],
  };
  const fail = {
    type: 'RecordRevisionFailed',
    revisionId: revision1,
    reason: 'Page 999 does not exist',
  } as const;

  it('moves queued → running → completed with the book’s revision number, and closes the session', () => {
    given(...queued)
      .when(start)
      .then([started]);
    given(...queued, started)
      .when(complete)
      .then([completed]);
    const state = given(...queued, started, completed).state();
    expect(state).toMatchObject({ status: 'completed', revision: 1 });
    expect(isOpen(state)).toBe(false);
  });

  it('completes or fails a revision whose start it never heard of', () => {
    given(...queued)
      .when(complete)
      .then([completed]);
    given(...queued)
      .when(fail)
      .then([failed]);
  });

  it('fails with the reason, closes the session and owes the edit back', () => {
    given(...queued, started)
      .when(fail)
      .then([failed]);
    const state = given(...queued, started, failed).state();
    expect(state).toMatchObject({ status: 'failed', error: 'Page 999 does not exist' });
    expect(isOpen(state)).toBe(false);
    expect(editToReturn(state, revision1)).toBe(true);
    expect(editToReturn(given(...queued).state(), revision1)).toBe(false);
    expect(editToReturn(state, `${sessionId}.2`)).toBe(false);
  });

  it('ignores news delivered twice, late or out of order', () => {
    given(...queued, started)
      .when(start)
      .thenNothingHappened();
    given(...queued, started, completed)
      .when(start)
      .thenNothingHappened();
    given(...queued, started, completed)
      .when(fail)
      .thenNothingHappened();
    given(...queued, failed)
      .when(fail)
      .thenNothingHappened();
    given(...queued, failed)
      .when(complete)
      .thenNothingHappened();
  });

  it('ignores news about another revision, or about a session that does not exist', () => {
    given(...queued)
      .when({ ...start, revisionId: `${sessionId}.7` })
      .thenNothingHappened();
    given(...awaiting)
      .when(fail)
      .thenNothingHappened();
    given().when(complete).thenNothingHappened();
  });
});
