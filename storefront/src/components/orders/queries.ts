import { useQuery } from '@tanstack/react-query';
import type { OrderListResponse } from '@fabelhaft/contracts';
import { useBff } from '../../api/client';

/** GET /books/orders; refreshed when the customer comes back from the checkout. */
export const ORDERS_QUERY_KEY = ['orders'] as const;

/** The signed-in customer's orders, newest first (spec §7). */
export function useOrders() {
  const api = useBff();
  return useQuery({
    queryKey: ORDERS_QUERY_KEY,
    queryFn: async () => (await api<OrderListResponse>('/books/orders'))?.orders ?? [],
  });
}
