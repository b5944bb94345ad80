import type { RecordedEvent } from '@fabelhaft/eventsourcing';
import { RefinementEvents } from '@fabelhaft/contracts';
import { mapToIntegrationEvent } from './refinement.relay';

const recorded = (type: string, data: unknown): RecordedEvent => ({
  eventId: 'e1',
  streamId: 'refinement-session-s1',
  streamVersion: 5,
  type,
  data,
  metadata: { correlationId: 'c1', causationId: null, userId: 'anna', schemaVersion: 1 },
  recordedAt: new Date('2026-11-24T10:00:00.000Z'),
  globalPosition: 9,
  checkpoint: '9',
});

describe('the refinement relay', () => {
  it('announces a confirmed revision as refinement.v1.RevisionConfirmed with its changes and notes', () => {
    const changes = [{ target: 'page_text', action: 'shorten', page: 2, rationale: 'Shorter.' }];
    const message = mapToIntegrationEvent(
      recorded('RevisionConfirmed', {
        revisionId: 's1.1',
        planNumber: 1,
        bookId: 'b1',
        ownerId: 'anna',
        changes,
        notes: 'Thanks',
        at: '2026-11-24T10:00:00.000Z',
      }),
    );
    expect(message).toEqual({
      subject: 'evt.refinement.session.revision-confirmed',
      type: 'refinement.v1.RevisionConfirmed',
      data: {
        sessionId: 's1',
        bookId: 'b1',
        ownerId: 'anna',
        revisionId: 's1.1',
        changes,
        notes: 'Thanks',
        confirmedAt: '2026-11-24T10:00:00.000Z',
      },
    });
    expect(RefinementEvents.revisionConfirmedV1.data.parse(message!.data)).toEqual(message!.data);
  });

  it('keeps the conversation private', () => {
    for (const type of ['SessionOpened', 'MessageReceived', 'PlanProposed', 'RevisionFailed'])
      expect(mapToIntegrationEvent(recorded(type, {}))).toBeNull();
  });
});
