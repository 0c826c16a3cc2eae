import { api } from "~/lib/api";
import type { DashboardIndicators } from "./dashboard-types";

/** 'Calcular Indicadores' (docs/product/screens.md): computes them now and answers with the new row. */
export function calculateIndicators(accountId: string) {
  return api.post<DashboardIndicators>("/api/dashboard/indicators", { accountId });
}
