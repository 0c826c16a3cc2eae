import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiQuery } from "~/lib/api";

// The answers' schemas (and zod) load with the first answer from the network (decision 032).
const schemas = () => import("./lifecycle-schemas");
const standingSchema = () => schemas().then((module) => module.standingSchema);
const consentsSchema = () => schemas().then((module) => module.consentsSchema);
const dataExportSchema = () => schemas().then((module) => module.dataExportSchema);
const deletionPreviewSchema = () => schemas().then((module) => module.deletionPreviewSchema);
const okSchema = () => schemas().then((module) => module.okSchema);
const urlSchema = () => schemas().then((module) => module.urlSchema);

export const lifecycleKeys = {
  standing: ["lifecycle", "standing"] as const,
  consents: ["lifecycle", "consents"] as const,
  export: ["lifecycle", "export"] as const,
  deletion: ["lifecycle", "deletion"] as const,
};

/** Whether the current workspace's payment is overdue (the banner on every signed-in page). */
export function useStanding() {
  return useQuery({
    queryKey: lifecycleKeys.standing,
    ...apiQuery("/api/lifecycle/standing", { schema: standingSchema }),
    staleTime: 60_000,
  });
}

export function usePaymentUpdate() {
  return useMutation({
    mutationFn: () => api.post("/api/lifecycle/payment-update", undefined, { schema: urlSchema }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useConsents() {
  return useQuery({
    queryKey: lifecycleKeys.consents,
    ...apiQuery("/api/lifecycle/consents", { schema: consentsSchema }),
  });
}

/** The latest export; polled while it is being built, so the progress moves. */
export function useLatestExport() {
  return useQuery({
    queryKey: lifecycleKeys.export,
    ...apiQuery("/api/lifecycle/exports/latest", { schema: dataExportSchema }),
    refetchInterval: (query) => {
      const status = query.state.data?.export?.status;
      return status === "queued" || status === "running" ? 1000 : false;
    },
  });
}

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/api/lifecycle/exports", undefined, { schema: dataExportSchema }),
    onSuccess: (data) => queryClient.setQueryData(lifecycleKeys.export, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lifecycleKeys.export }),
  });
}

export function useDeletionPreview() {
  return useQuery({
    queryKey: lifecycleKeys.deletion,
    ...apiQuery("/api/lifecycle/account", { schema: deletionPreviewSchema }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: { email: string; password: string; deleteOwnedWorkspaces: boolean }) =>
      api.post("/api/lifecycle/account/delete", input, { schema: okSchema }),
  });
}
