import { QueryClient } from '@tanstack/react-query';

/** The spec's data-query defaults: stale after 5 minutes, retry once, no refetch on focus, mount or reconnect. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
      },
    },
  });
