import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LimitRequestResponse, LimitRequestsResponse } from '@fabelhaft/contracts';
import { useBff } from '../../api/client';

/** GET /limits/requests: the customer's requests with their state (issue #13). */
export const LIMIT_REQUESTS_QUERY_KEY = ['limits', 'requests'] as const;

export const REQUEST_POLL_MS = 30_000;

export function useLimitRequests(enabled = true) {
  const api = useBff();
  return useQuery({
    queryKey: LIMIT_REQUESTS_QUERY_KEY,
    enabled,
    queryFn: async () => (await api<LimitRequestsResponse>('/limits/requests'))?.requests ?? [],
    // While support has not decided yet, the customer sees the decision arrive without reloading.
    refetchInterval: (query) =>
      query.state.data?.some((r) => r.status === 'pending') ? REQUEST_POLL_MS : false,
  });
}

export type LimitRequestInput =
  { kind: 'preview'; message: string } | { kind: 'edit'; bookId: string; message: string };

/** spec §7 POST /limits/preview/request { message } and POST /limits/edit/request { book_id, message }. */
export function useSubmitLimitRequest() {
  const api = useBff();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LimitRequestInput) =>
      api<LimitRequestResponse>(
        input.kind === 'preview' ? '/limits/preview/request' : '/limits/edit/request',
        {
          method: 'POST',
          body: JSON.stringify(
            input.kind === 'preview'
              ? { message: input.message.trim() }
              : { book_id: input.bookId, message: input.message.trim() },
          ),
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIMIT_REQUESTS_QUERY_KEY }),
  });
}
