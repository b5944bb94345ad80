import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

let browserClient: QueryClient | undefined;

function newClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

/**
 * TanStack Query for the pages that fetch BFF data. Pages wrap themselves in it (rather than the Layout
 * doing it for all), so the query library ships only with those pages and not with the landing page (its
 * JavaScript budget, issue #3). In the browser every page shares one client, so the cache survives
 * navigation; on the server each render gets its own.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    if (typeof window === 'undefined') return newClient();
    browserClient ??= newClient();
    return browserClient;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
