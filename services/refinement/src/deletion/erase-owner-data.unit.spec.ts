import { DomainError, ErrorCodes } from '@fabelhaft/contracts';
import { streamsToErase } from './erase-owner-data';

describe('streamsToErase (ADR 0016 addendum, issue #14)', () => {
  it('takes every session of the customer, whatever its status, when no revision is being made', () => {
    expect(
      streamsToErase([
        { sessionId: 's-1', status: 'completed' },
        { sessionId: 's-2', status: 'failed' },
        { sessionId: 's-3', status: 'awaiting_confirmation' },
        { sessionId: 's-4', status: 'awaiting_clarification' },
        { sessionId: 's-5', status: 'draft' },
      ]),
    ).toEqual([
      'refinement-session-s-1',
      'refinement-session-s-2',
      'refinement-session-s-3',
      'refinement-session-s-4',
      'refinement-session-s-5',
    ]);
  });

  it('takes nothing from a customer without sessions (a repeated erasure)', () => {
    expect(streamsToErase([])).toEqual([]);
  });

  it.each(['queued', 'running'] as const)('refuses the whole erasure while a session is %s', (status) => {
    const erase = () =>
      streamsToErase([
        { sessionId: 's-1', status: 'completed' },
        { sessionId: 's-2', status },
      ]);
    expect(erase).toThrow(DomainError);
    expect(erase).toThrow(
      expect.objectContaining({
        code: ErrorCodes.REFINEMENT_ERASURE_BLOCKED,
        detail:
          'A change to one of your books is being made right now. Please delete your account once it is finished.',
      }),
    );
  });
});
