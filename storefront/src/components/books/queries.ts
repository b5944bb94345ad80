import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookDetail, BookListResponse, BookPreviewResponse } from '@fabelhaft/contracts';
import { ApiError, useBff } from '../../api/client';
import {
  fromBookDetail,
  fromPreviewResponse,
  isSettled,
  listNeedsPolling,
  PREVIEW_POLL_MS,
  type PreviewDetailView,
} from './book-model';

/** GET /books; refreshed after a preview is created or deleted (spec §7). */
export const BOOKS_QUERY_KEY = ['books'] as const;
export const previewQueryKey = (bookId: string) => ['preview', bookId] as const;
/** GET /books/{bookId}: the book's payment status and format, which the preview response does not carry. */
export const bookQueryKey = (bookId: string) => ['book', bookId] as const;
/** While a payment is pending (the provider's webhook has not arrived yet) the book is asked again. */
export const PAYMENT_POLL_MS = 5000;

export function useBooks() {
  const api = useBff();
  return useQuery({
    queryKey: BOOKS_QUERY_KEY,
    queryFn: async () => (await api<BookListResponse>('/books'))?.books ?? [],
    // While a preview or a book is being made or a payment is under way, the list keeps itself current.
    refetchInterval: (query) =>
      query.state.data && listNeedsPolling(query.state.data) ? PREVIEW_POLL_MS : false,
  });
}

/**
 * A preview's status and detail (spec §2, §7), the one query the builder and the preview page share (issue
 * #25: one key, one poll): GET /books/preview/{id}, and on a 400 (an id that is no preview's) the book status
 * GET /books/{id}. Polls every 3 s (spec §9) until the status is completed or failed; a failed poll stops.
 */
export function usePreviewStatus(bookId: string) {
  const api = useBff();
  return useQuery({
    queryKey: previewQueryKey(bookId),
    enabled: bookId !== '',
    queryFn: async (): Promise<PreviewDetailView> => {
      const id = encodeURIComponent(bookId);
      try {
        return fromPreviewResponse(await api<BookPreviewResponse>(`/books/preview/${id}`));
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) {
          return fromBookDetail(await api<BookDetail>(`/books/${id}`));
        }
        throw error;
      }
    },
    refetchInterval: (query) =>
      query.state.status === 'error' || (query.state.data && isSettled(query.state.data.status))
        ? false
        : PREVIEW_POLL_MS,
  });
}

/** GET /books/{bookId} (spec §3 Book detail), for the checkout: payment_status and format. */
export function useBookDetail(bookId: string, enabled = true) {
  const api = useBff();
  return useQuery({
    queryKey: bookQueryKey(bookId),
    enabled: enabled && bookId !== '',
    queryFn: () => api<BookDetail>(`/books/${encodeURIComponent(bookId)}`),
    // While a payment is under way, and once paid until the book's production has started (is_preview false).
    refetchInterval: (query) => {
      const payment = query.state.data?.payment_status?.toLowerCase();
      return payment === 'pending' || (payment === 'success' && query.state.data?.is_preview)
        ? PAYMENT_POLL_MS
        : false;
    },
  });
}

/** DELETE /books/{id} → 204; the books list is refreshed afterwards. */
export function useDeleteBook() {
  const api = useBff();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookId: string) => api<void>(`/books/${encodeURIComponent(bookId)}`, { method: 'DELETE' }),
    onSuccess: async (_data, bookId) => {
      queryClient.removeQueries({ queryKey: previewQueryKey(bookId) });
      queryClient.removeQueries({ queryKey: bookQueryKey(bookId) });
      await queryClient.invalidateQueries({ queryKey: BOOKS_QUERY_KEY });
    },
  });
}
