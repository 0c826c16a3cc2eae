import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect } from "react";
import { Outlet } from "react-router";
import { getQueryClient } from "~/lib/query-client";
import { requestToaster } from "~/lib/toast";

/**
 * The routes that read the API (the signed-in app and the auth screens): server state through
 * TanStack Query, and the toaster mounted up front. The public pages sit outside, so neither
 * (~18 KB gzip together) counts against their budget (landing <= 120 KB of JS).
 * One query client per tab, kept across navigations.
 */
export default function AppDataLayout() {
  useEffect(() => requestToaster(), []);

  return (
    <QueryClientProvider client={getQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
