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
