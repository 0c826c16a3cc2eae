import { type QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import type { Dashboard as DashboardData } from "@core/social/dashboard-responses";
import { dashboardQueryKey, dashboardQueryOptions, indicatorsPollInterval } from "./dashboard-query";
import { createQueryClient } from "./query-client";

const base = { analytics: {}, indicators: null } as unknown as DashboardData;
const withIndicators = (recalculating: boolean) =>
  ({ ...base, indicators: { values: {}, createdAt: "", updatedAt: "", recalculating } }) as unknown as DashboardData;

describe("indicatorsPollInterval (docs/product/screens.md: computed when missing, read every 3 s)", () => {
  it("polls every 3 s while the indicators are recalculated", () => {
    expect(indicatorsPollInterval(withIndicators(true), 100)).toBe(3_000);
  });
  it("stops once they are fresh", () => {
    expect(indicatorsPollInterval(withIndicators(false), 1)).toBe(false);
  });
  it("polls for the first calculation for up to 120 s", () => {
    expect(indicatorsPollInterval(base, 1)).toBe(3_000);
    expect(indicatorsPollInterval(base, 39)).toBe(3_000);
    expect(indicatorsPollInterval(base, 40)).toBe(false);
  });
  it("does not poll without collected data or before the first answer", () => {
    expect(indicatorsPollInterval({ ...base, analytics: null }, 1)).toBe(false);
    expect(indicatorsPollInterval(undefined, 0)).toBe(false);
  });
});

describe("a section that shares the page's dashboard answer", () => {
  const failedClient = async () => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    await client.prefetchQuery({ ...dashboardQueryOptions(), queryFn: () => Promise.reject(new Error("500")) });
    expect(client.getQueryState(dashboardQueryKey)?.status).toBe("error");
    return client;
  };
  const mountObserver = (client: QueryClient, alsoShown: boolean, queryFn: () => Promise<DashboardData>) => {
    const observer = new QueryObserver(client, { ...dashboardQueryOptions({ alsoShown }), queryFn });
    return observer.subscribe(() => {});
  };

  it("mounting after the page's read failed reads nothing: the page's 'Tentar novamente' does", async () => {
    const client = await failedClient();
    const queryFn = vi.fn(() => Promise.resolve(base));
    const unsubscribe = mountObserver(client, true, queryFn);
    expect(queryFn).not.toHaveBeenCalled();
    expect(client.getQueryState(dashboardQueryKey)?.fetchStatus).toBe("idle");
    unsubscribe();
  });

  it("while the page itself, mounted again after a failure, reads again", async () => {
    const client = await failedClient();
    const queryFn = vi.fn(() => Promise.resolve(base));
    const unsubscribe = mountObserver(client, false, queryFn);
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
