import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { getQueryClient } from "~/lib/query-client";

/**
 * Server state (TanStack Query) for the routes that read the API: the signed-in app and the
 * auth screens. The public pages sit outside it, so its ~8 KB gzip stays out of their budget
 * (landing <= 120 KB of JS). One client per tab, kept across navigations.
 */
export default function AppDataLayout() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
