import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Outlet } from "react-router";
import { useAuth } from "~/lib/auth";
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
  // Another person's data must not outlive the session it was read with.
  const userId = useAuth().user?.id ?? null;
  const previousUserId = useRef(userId);
  useEffect(() => {
    if (previousUserId.current !== null && previousUserId.current !== userId) getQueryClient().clear();
    previousUserId.current = userId;
  }, [userId]);
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
