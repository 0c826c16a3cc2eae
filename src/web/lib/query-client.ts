import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api";

const maxRetries = 2;

let browserQueryClient: QueryClient | undefined;

/** The tab's client, created on first use; prerendering (no window) gets a fresh one each time. */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}

/** Drops every cached answer of the tab (another person's data must not outlive their session). */
export function clearBrowserQueryClient(): void {
  browserQueryClient?.clear();
}

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
