import { useMutation } from '@tanstack/react-query';
import type { TrackingResultResponse } from '@fabelhaft/contracts';
import { useBff } from '../../api/client';
import { trackingPath } from './tracking-model';

/**
 * spec §7 `GET /tracking/{trackingNumber}` as a lookup the customer starts (a mutation: nothing is fetched until
 * the form is sent, and a number that was not found is not retried; lookups are rate limited per customer).
 */
export function useTrackingLookup() {
  const api = useBff();
  return useMutation({
    mutationKey: ['tracking'],
    mutationFn: (trackingNumber: string) => api<TrackingResultResponse>(trackingPath(trackingNumber)),
  });
}
