import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutCancelResponse, CheckoutResponse, PriceListResponse } from '@fabelhaft/contracts';
import { useEffect } from 'react';
import { ApiError, useBff } from '../../api/client';
import { BOOKS_QUERY_KEY, bookQueryKey } from '../books/queries';
import { ORDERS_QUERY_KEY } from '../orders/queries';
import { checkoutRequest, isSafeCheckoutUrl } from './checkout-model';

/**
 * Leaves the storefront for the provider's hosted checkout (spec §7: the browser then navigates to
 * checkout_url). An object, so tests can replace `to` (jsdom's location cannot be spied on).
 */
export const checkoutRedirect = {
  to(url: string): void {
    window.location.assign(url);
  },
};

export interface StartCheckoutInput {
  bookId: string;
  /** The book's format as the BFF reported it, mapped to board or booklet (spec §5); undefined: unknown. */
  format: string | null | undefined;
  couponCode?: string | undefined;
}

/**
 * POST /books/{bookId}/checkout with `{ format, coupon_code? }`, then off to checkout_url. `redirecting` stays
 * true from the click until the browser has left, so the button cannot start a second checkout.
 */
export function useStartCheckout() {
  const api = useBff();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ bookId, format, couponCode }: StartCheckoutInput) => {
      const response = await api<CheckoutResponse>(`/books/${encodeURIComponent(bookId)}/checkout`, {
        method: 'POST',
        body: JSON.stringify(checkoutRequest(format, couponCode)),
      });
      // No message: the customer then reads the generic §8 text.
      if (!isSafeCheckoutUrl(response?.checkout_url, window.location.href)) throw new Error('');
      return response;
    },
    onSuccess: (response) => checkoutRedirect.to(response.checkout_url),
    onError: (error, { bookId }) => {
      // 409 "already been paid for": the list and the book are out of date, so show their paid state.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: BOOKS_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: bookQueryKey(bookId) });
      }
    },
  });

  // Back from the provider through the back/forward cache: the page comes back as it was left, redirecting.
  const { reset } = mutation;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  return { ...mutation, redirecting: mutation.isPending || mutation.isSuccess };
}

/**
 * Back from the provider (/checkout/success or /cancel): whatever the browser still holds about books, their
 * payment status and the orders is out of date, so it is marked stale and fetched again when next shown.
 * In an effect, so nothing happens while rendering on the server.
 */
export function useRefreshAfterCheckout(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    for (const queryKey of [BOOKS_QUERY_KEY, ORDERS_QUERY_KEY, ['book'], ['preview']]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient]);
}

/** GET /prices (issue #24): the gross price of each format before the checkout; the same for everyone. */
export const PRICES_QUERY_KEY = ['prices'] as const;

export function usePrices(enabled = true) {
  const api = useBff();
  return useQuery({
    queryKey: PRICES_QUERY_KEY,
    enabled,
    queryFn: () => api<PriceListResponse>('/prices'),
    staleTime: 60_000,
  });
}

/**
 * issue #24: back through the hosted checkout's cancel link. POST /books/{bookId}/checkout/cancel closes the
 * open session, so the book no longer waits on a payment; then the book, the list and the orders are asked
 * again. Started once by the cancel page.
 */
export function useCancelCheckout() {
  const api = useBff();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookId: string) =>
      api<CheckoutCancelResponse>(`/books/${encodeURIComponent(bookId)}/checkout/cancel`, { method: 'POST' }),
    onSettled: (_data, _error, bookId) => {
      for (const queryKey of [BOOKS_QUERY_KEY, ORDERS_QUERY_KEY, bookQueryKey(bookId), ['preview']]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
