import type { RefinementSessionEvent } from '../domain/refinement-session';
import { evolveSessionRow, type SessionRow } from './session-row';

const at = (m: number) => `2026-11-24T10:0${m}:00.000Z`;
const view = {
  targetType: 'character',
  action: 'change_look',
  targetIdentifier: 'character Fox',
  rationale: 'Blue scarf.',
};
const history: RefinementSessionEvent[] = [
  { type: 'SessionOpened', data: { sessionId: 's1', bookId: 'b1', ownerId: 'anna', number: 1, at: at(0) } },
  {
    type: 'MessageReceived',
    data: { messageId: 's1:1', content: 'Make the scarf blue', focusPages: [4], at: at(1) },
  },
  {
    type: 'ClarificationAsked',
    data: { messageId: 's1:2', inReplyTo: 's1:1', prompt: 'Whose scarf?', at: at(2) },
  },
  { type: 'MessageReceived', data: { messageId: 's1:3', content: 'The fox’s', focusPages: [4], at: at(3) } },
  {
    type: 'PlanProposed',
    data: {
      messageId: 's1:4',
      inReplyTo: 's1:3',
      planNumber: 1,
      changes: [{ target: 'character', action: 'change_look', rationale: 'Blue scarf.' }],
      views: [view],
      summary: 'The fox gets a blue scarf.',
      at: at(4),
    },
  },
];
const fold = (events: RefinementSessionEvent[], row: SessionRow | null = null) =>
  events.reduce<SessionRow | null>(evolveSessionRow, row);

describe('the session read model row (spec §3 Refinement session)', () => {
  it('lists the dialog’s messages in order and the plan that requires confirmation', () => {
    const row = fold(history)!;
    expect(row.messages.map((m) => [m.id, m.role, m.content, m.createdAt])).toEqual([
      ['s1:1', 'user', 'Make the scarf blue', at(1)],
      ['s1:2', 'assistant', 'Whose scarf?', at(2)],
      ['s1:3', 'user', 'The fox’s', at(3)],
      ['s1:4', 'assistant', 'The fox gets a blue scarf.', at(4)],
    ]);
    expect(row).toMatchObject({
      status: 'awaiting_confirmation',
      open: true,
      requiresConfirmation: true,
      latestPlan: { planNumber: 1, plannedChanges: [view] },
      createdAt: at(0),
      updatedAt: at(4),
    });
  });

  it('shows the plan being made without asking to confirm it again, then the revision or the error', () => {
    const confirmed = fold([
      ...history,
      {
        type: 'RevisionConfirmed',
        data: {
          revisionId: 's1.1',
          planNumber: 1,
          bookId: 'b1',
          ownerId: 'anna',
          changes: [{ target: 'character', action: 'change_look', rationale: 'Blue scarf.' }],
          notes: null,
          at: at(5),
        },
      },
    ])!;
    expect(confirmed).toMatchObject({ status: 'queued', requiresConfirmation: false, open: true });
    expect(confirmed.latestPlan?.plannedChanges).toEqual([view]);
    const done = fold(
      [{ type: 'RevisionCompleted', data: { revisionId: 's1.1', revision: 2, pages: [4, 5], at: at(6) } }],
      confirmed,
    )!;
    expect(done).toMatchObject({ status: 'completed', revision: 2, open: false, error: null });
    const failed = fold(
      [{ type: 'RevisionFailed', data: { revisionId: 's1.1', reason: 'No such page', at: at(6) } }],
      confirmed,
    )!;
    expect(failed).toMatchObject({ status: 'failed', error: 'No such page', open: false });
  });

  it('closes a session the parent abandoned, and ignores events of a session it never saw open', () => {
    expect(fold([...history, { type: 'SessionClosed', data: { at: at(5) } }])).toMatchObject({
      open: false,
      requiresConfirmation: false,
      status: 'awaiting_confirmation',
    });
    expect(fold(history.slice(1))).toBeNull();
  });
});
