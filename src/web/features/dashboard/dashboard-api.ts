import { api } from "~/lib/api";
import type { CollectionRun, DashboardAccount, DashboardIndicators } from "./dashboard-types";

export const dashboardQueryKey = ["dashboard"] as const;

/** docs/product/screens.md profile switch: makes the account the current one (newest updated). */
export function selectAccount(accountId: string) {
  return api.post<DashboardAccount>(`/api/accounts/${accountId}/select`, {});
}

export function startCollection(accountId: string) {
  return api.post<CollectionRun>(`/api/accounts/${accountId}/collect`, {});
}

export function readRun(runId: string, signal?: AbortSignal) {
  return api.get<CollectionRun>(`/api/collection-runs/${runId}`, { signal });
}

/** 'Calcular Indicadores' (docs/product/screens.md): computes them now and answers with the new row. */
export function calculateIndicators(accountId: string) {
  return api.post<DashboardIndicators>("/api/dashboard/indicators", { accountId });
}
