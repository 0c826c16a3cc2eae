import { useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";

const subscribe = () => () => {};

/**
 * False while React hydrates a prerendered page, true afterwards (and on client navigations).
 * The prerendered HTML was made without a query string, so anything read from the URL must wait
 * for this, or hydration would not match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

const noParams = new URLSearchParams();

/** The page's query parameters, empty until hydration ends (see useHydrated). */
export function useHydratedSearchParams(): URLSearchParams {
  const [searchParams] = useSearchParams();
  return useHydrated() ? searchParams : noParams;
}
