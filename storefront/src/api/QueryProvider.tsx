import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

let browserClient: QueryClient | undefined;

function newClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

/**
 * TanStack Query for the BFF's data, one of the layout's providers (issue #25: one provider set, no page wraps
 * its own). In the browser every page shares one client, so the cache survives navigation; on the server each
 * render gets its own.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    if (typeof window === 'undefined') return newClient();
    browserClient ??= newClient();
    return browserClient;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
