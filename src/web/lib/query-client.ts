import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api";

const maxRetries = 2;

/** One client per browser tab; created inside the root component so tests and prerendering get their own. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

/** A 4xx will answer the same way again; retry only connection failures and 5xx. */
export function shouldRetryQuery(failureCount: number, error: unknown) {
  if (failureCount >= maxRetries) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return true;
}
