import { useQuery } from '@tanstack/react-query';
import type { OrderListResponse, TrackingResultResponse } from '@fabelhaft/contracts';
import { isSettledJourney } from '@fabelhaft/contracts/journey';
import { useBff } from '../../api/client';
import { ORDERS_QUERY_KEY } from '../orders/queries';
import { TRACKING_POLL_MS, itemOfParcel, parcelJourney, trackingPath } from './tracking-model';

export const trackingQueryKey = (trackingNumber: string) => ['tracking', trackingNumber] as const;

/**
 * How often to ask again (issue #24: the page follows the parcel without a reload): every TRACKING_POLL_MS while
 * the parcel moves; never after an error (a 404 stays one, a 429 asks to wait) or once it is delivered or back
 * with the sender. A hidden tab is not asked (`refetchIntervalInBackground: false`).
 */
export function trackingPollInterval(
  data: TrackingResultResponse | undefined,
  failed: boolean,
): number | false {
  if (failed || !data) return false;
  return isSettledJourney(parcelJourney(data.status)) ? false : TRACKING_POLL_MS;
}

/**
 * spec §7 `GET /tracking/{trackingNumber}` for the number the customer looked up ('' asks nothing). Lookups are
 * rate limited per customer (30 a minute): one every 10 s stays well within it.
 */
export function useTracking(trackingNumber: string) {
  const api = useBff();
  return useQuery({
    queryKey: trackingQueryKey(trackingNumber),
    enabled: trackingNumber !== '',
    queryFn: () => api<TrackingResultResponse>(trackingPath(trackingNumber)),
    // A failed lookup is shown at once (the customer can send the form again); polling stops at an error.
    retry: false,
    refetchInterval: (query) => trackingPollInterval(query.state.data, query.state.status === 'error'),
    refetchIntervalInBackground: false,
  });
}

/**
 * GET /books/orders for the order item a looked-up parcel carries (issue #24): its print job's steps date the
 * steps before the parcel. Asked once per page (a shipped item's print steps do not change); '' asks nothing.
 */
export function useParcelOrderItem(trackingNumber: string) {
  const api = useBff();
  const orders = useQuery({
    queryKey: ORDERS_QUERY_KEY,
    enabled: trackingNumber !== '',
    queryFn: async () => (await api<OrderListResponse>('/books/orders'))?.orders ?? [],
    retry: false,
  });
  return itemOfParcel(orders.data, trackingNumber);
}
