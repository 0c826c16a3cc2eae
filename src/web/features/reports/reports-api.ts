import type { Report } from "@core/reports/report-responses";
import type { ReportSectionChoice } from "@core/reports/report-sections";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiQuery, apiRequest, lazySchemas } from "~/lib/api";
import type { PeriodSelection } from "~/lib/period-search";
import { ptBrNumberFormat } from "@core/format/pt-br-number";

export type { Report, ReportSendResult, ReportSettings } from "@core/reports/report-responses";

export const reportKeys = {
  list: ["reports"] as const,
  one: (id: string) => ["reports", id] as const,
  settings: ["report-settings"] as const,
};

// The answers' schemas (and zod) load with the first answer from the network (decision 032).
const schema = lazySchemas(() => import("./reports-schemas"));
const pollMs = 1000;

export function useReports() {
  return useQuery({
    queryKey: reportKeys.list,
    ...apiQuery("/api/reports", { schema: schema("reportListSchema") }),
    // While one is being generated, its progress is read again every second.
    refetchInterval: (query) =>
      query.state.data?.reports.some((report) => report.status === "queued" || report.status === "running") ? pollMs : false,
  });
}

/** One report followed until it is done or failed. */
export function useReport(id: string | null) {
  return useQuery({
    queryKey: reportKeys.one(id ?? ""),
    enabled: id !== null,
    queryFn: ({ signal }) => api.get(`/api/reports/${encodeURIComponent(id!)}`, { signal, schema: schema("reportSchema") }),
    refetchInterval: (query) =>
      query.state.data && (query.state.data.status === "done" || query.state.data.status === "failed") ? false : pollMs,
  });
}

export function periodBody(accountId: string, selection: PeriodSelection) {
  return {
    accountId,
    period: selection.preset,
    ...(selection.preset === "custom" ? { from: selection.from, to: selection.to } : {}),
  };
}

export function useRequestReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnType<typeof periodBody>) => api.post("/api/reports", body, { schema: schema("reportSchema") }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.list }),
  });
}

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/reports/${encodeURIComponent(id)}`, { schema: schema("okSchema") }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.list }),
  });
}

export function useReportSettings() {
  return useQuery({
    queryKey: reportKeys.settings,
    ...apiQuery("/api/report-settings", { schema: schema("reportSettingsSchema") }),
    // While an e-mail is in the queue, how it went is read again every few seconds.
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.status === "pending") ? pollMs * 3 : false,
  });
}

export function useChangeReportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: {
      paused?: boolean;
      accountIds?: string[] | null;
      recipients?: { userId: string; enabled: boolean }[];
      outsideRecipients?: string[];
      sections?: ReportSectionChoice[];
      note?: string | null;
    }) => api.put("/api/report-settings", change, { schema: schema("reportSettingsSchema") }),
    onSuccess: (settings) => queryClient.setQueryData(reportKeys.settings, settings),
  });
}

/** "Enviar agora" (owner) and "Enviar teste para mim": the answer says how many were queued. */
export function useSendReport(what: "send-now" | "send-test") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/api/report-settings/${what}`, {}, { schema: schema("reportSendResultSchema") }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.settings }),
  });
}

export function useBrandColor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (color: string | null) =>
      api.put("/api/report-settings/color", { color }, { schema: schema("reportSettingsSchema") }),
    onSuccess: (settings) => queryClient.setQueryData(reportKeys.settings, settings),
  });
}

/** The logo goes as the request's body (the server checks its content, not its name). */
export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      return apiRequest("/api/report-settings/logo", { method: "PUT", bytes: file, schema: schema("reportSettingsSchema") });
    },
    onSuccess: (settings) => queryClient.setQueryData(reportKeys.settings, settings),
  });
}

export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete("/api/report-settings/logo", { schema: schema("reportSettingsSchema") }),
    onSuccess: (settings) => queryClient.setQueryData(reportKeys.settings, settings),
  });
}

export const downloadPath = (report: Pick<Report, "id">) => `/api/reports/${encodeURIComponent(report.id)}/download`;

export function exportPath(accountId: string, selection: PeriodSelection, format: "xlsx" | "csv") {
  const params = new URLSearchParams({ accountId, period: selection.preset, format });
  if (selection.preset === "custom") {
    params.set("from", selection.from ?? "");
    params.set("to", selection.to ?? "");
  }
  return `/api/exports?${params.toString()}`;
}

const sizeFormat = ptBrNumberFormat({ maximumFractionDigits: 1 });
/** '320 KB', '1,2 MB'. */
export function formatFileSize(bytes: number | null): string {
  if (bytes === null) return "—";
  if (bytes < 1024 * 1024) return `${sizeFormat.format(Math.max(1, bytes / 1024))} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}
