import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

/** Spec 9: general query cache stale time 5 minutes with 1 retry (never retry a 4xx). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * 60 * 1000,
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        return failureCount < 1;
      },
      refetchOnWindowFocus: false,
    },
  },
});

/**
 * For mutations of a running flow (tutor, practice, diagnostic, demos): send the request even
 * when the browser reports being offline, so it fails at once and the flow shows its offline
 * state, instead of TanStack's default of pausing it until the connection returns.
 */
export const sendEvenOffline = { networkMode: 'always' } as const;
