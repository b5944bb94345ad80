import type { RecordedEvent } from '@fabelhaft/eventsourcing';
import { mapToIntegrationEvent } from './limits.relay';

const recorded = (streamId: string, type: string, data: unknown) =>
  ({ streamId, type, data, eventId: 'e1' }) as unknown as RecordedEvent;

describe('limits integration events', () => {
  it('announce grants with the limit after the grant, as limits.v1.*Granted requires', () => {
    expect(
      mapToIntegrationEvent(
        recorded('quota-account-anna', 'PreviewsGranted', {
          grantId: 'r1',
          count: 3,
          previewLimit: 8,
          at: 'x',
        }),
      ),
    ).toEqual({
      subject: 'evt.limits.quota-account.previews-granted',
      type: 'limits.v1.PreviewsGranted',
      data: { ownerId: 'anna', grantId: 'r1', count: 3, previewLimit: 8 },
    });
    expect(
      mapToIntegrationEvent(
        recorded('quota-account-anna', 'EditsGranted', { grantId: 'r2', count: 1, editLimit: 4, at: 'x' }),
      )?.data,
    ).toEqual({ ownerId: 'anna', grantId: 'r2', count: 1, editLimit: 4 });
  });

  it('announce nothing of a grant stored without its limit, nor of limit requests', () => {
    expect(
      mapToIntegrationEvent(
        recorded('quota-account-anna', 'PreviewsGranted', {
          grantId: 'r1',
          count: 3,
          previewLimit: null,
          at: 'x',
        }),
      ),
    ).toBeNull();
    expect(
      mapToIntegrationEvent(
        recorded('limit-request-r1', 'LimitRequestApproved', { granted: 3, by: 's', at: 'x' }),
      ),
    ).toBeNull();
  });
});
