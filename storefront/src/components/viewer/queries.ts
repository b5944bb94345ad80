import { useQuery } from '@tanstack/react-query';
import type { ViewerData } from '@fabelhaft/contracts';
import { retryHiccups, useBff } from '../../api/client';

export const viewerQueryKey = (bookId: string) => ['viewer', bookId] as const;

/**
 * GET /books/{bookId}/viewer (spec §7): the flipbook's pages. A 4xx (404 not found, 409 BOOKS.NOT_READY) is
 * an answer, not a hiccup, so only other failures are tried once more.
 */
export function useViewerData(bookId: string) {
  const api = useBff();
  return useQuery({
    queryKey: viewerQueryKey(bookId),
    enabled: bookId !== '',
    queryFn: () => api<ViewerData>(`/books/${encodeURIComponent(bookId)}/viewer`),
    retry: retryHiccups(1),
  });
}
