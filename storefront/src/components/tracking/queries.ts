import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OrderListResponse, TrackingResultResponse } from '@fabelhaft/contracts';
import { isSettledJourney } from '@fabelhaft/contracts/journey';
import { retryHiccups, useBff } from '../../api/client';
import { ORDERS_QUERY_KEY } from '../orders/queries';
import { MISSING_FACTS_POLLS, PRINT_POLL_MS, hasPrintFacts } from '../approval/approval-model';
import { TRACKING_POLL_MS, itemOfParcel, parcelJourney, trackingPath } from './tracking-model';

export const trackingQueryKey = (trackingNumber: string) => ['tracking', trackingNumber] as const;

/**
 * How often to ask again (issue #24: the page follows the parcel without a reload): every TRACKING_POLL_MS while
 * the parcel moves; never after an error that outlasted its retries (a 404 stays one, a 429 asks to wait) or once it is delivered or back
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
    // A refused lookup (404 unknown, 429 too many) is shown at once and stops the polling; a hiccup (network,
    // 5xx) is tried twice more first, so one slow answer does not stop the page following the parcel.
    retry: retryHiccups(2),
    retryDelay: (failures) => 300 * 3 ** failures,
    refetchInterval: (query) => trackingPollInterval(query.state.data, query.state.status === 'error'),
    refetchIntervalInBackground: false,
  });
}

/**
 * GET /books/orders for the order item a looked-up parcel carries (issue #24): its print job's steps date the
 * steps before the parcel. Asked once per page (a shipped item's print steps do not change) — and again, a few
 * times, while the answer lacks the item or its print job's facts (the BFF leaves out a slow lookup, so one slow
 * answer would leave the steps undated); '' asks nothing.
 */
export function useParcelOrderItem(trackingNumber: string) {
  const api = useBff();
  // Answers that lacked the facts (counted once per answer).
  const missing = useRef({ count: 0, lastAnswerAt: 0 });
  const orders = useQuery({
    queryKey: ORDERS_QUERY_KEY,
    enabled: trackingNumber !== '',
    queryFn: async () => (await api<OrderListResponse>('/books/orders'))?.orders ?? [],
    retry: false,
    refetchInterval: (query) => {
      if (query.state.status !== 'success') return false;
      const item = itemOfParcel(query.state.data, trackingNumber);
      if (item && hasPrintFacts(item)) return false;
      if (query.state.dataUpdatedAt !== missing.current.lastAnswerAt) {
        missing.current = { count: missing.current.count + 1, lastAnswerAt: query.state.dataUpdatedAt };
      }
      return missing.current.count <= MISSING_FACTS_POLLS ? PRINT_POLL_MS : false;
    },
    refetchIntervalInBackground: false,
  });
  return itemOfParcel(orders.data, trackingNumber);
}
