import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookDetail, OrderListResponse } from '@fabelhaft/contracts';
import { useBff } from '../../api/client';
import { BOOKS_QUERY_KEY, bookQueryKey } from '../books/queries';
import { ORDERS_QUERY_KEY } from '../orders/queries';
import { isSettledJourney } from '@fabelhaft/contracts/journey';
import { hasJourneyFacts, itemJourney, orderItemOf, printPollInterval } from './approval-model';

export { PRINT_POLL_MS } from './approval-model';

/**
 * POST /books/{bookId}/approve (issue #15): no body; answers the book detail with approved_at set. Approving
 * again answers the same approval, so a retry after a lost answer is safe. A refusal is a 409 whose detail is
 * in the site language (ApiError.detail).
 */
export function useApproveBook(bookId: string) {
  const api = useBff();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<BookDetail>(`/books/${encodeURIComponent(bookId)}/approve`, { method: 'POST' }),
    onSuccess: async (book) => {
      if (book) queryClient.setQueryData(bookQueryKey(bookId), book);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: BOOKS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
      ]);
    },
  });
}

/**
 * GET /books/orders for the print and shipping progress of one book (issue #15): the order item's fulfilment
 * status and, once shipped, its parcel's status and step times (issue #24, ADR 0040). Polls (with `poll`, see
 * printPollInterval) — not while the tab is hidden, and not after an error.
 */
export function usePrintOrders(bookId: string, enabled: boolean, poll = true) {
  const api = useBff();
  // Answers at a final step that still lacked facts (counted once per answer).
  const missing = useRef({ count: 0, lastAnswerAt: 0 });
  return useQuery({
    queryKey: ORDERS_QUERY_KEY,
    enabled: enabled && bookId !== '',
    queryFn: async () => (await api<OrderListResponse>('/books/orders'))?.orders ?? [],
    refetchInterval: (query) => {
      if (!poll || query.state.status === 'error') return false;
      const next = printPollInterval(query.state.data, bookId, missing.current.count);
      const item = orderItemOf(query.state.data, bookId);
      const settledWithout = !!item && isSettledJourney(itemJourney(item)) && !hasJourneyFacts(item);
      if (settledWithout && query.state.dataUpdatedAt !== missing.current.lastAnswerAt) {
        missing.current = { count: missing.current.count + 1, lastAnswerAt: query.state.dataUpdatedAt };
      }
      return next;
    },
    refetchIntervalInBackground: false,
  });
}

/**
 * GET /books/orders for My books (issue #15): asked only when a book is approved, so a card can link its
 * parcel once shipped. The list itself does not poll for it; it is fresh each time My books opens.
 */
export function useOrdersOfApprovedBooks(enabled: boolean) {
  const api = useBff();
  return useQuery({
    queryKey: ORDERS_QUERY_KEY,
    enabled,
    queryFn: async () => (await api<OrderListResponse>('/books/orders'))?.orders ?? [],
  });
}
