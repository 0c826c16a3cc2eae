import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiQuery, lazySchemas } from "~/lib/api";

// The answers' schemas (and zod) load with the first answer from the network (decision 032).
const schema = lazySchemas(() => import("./lifecycle-schemas"));

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
    ...apiQuery("/api/lifecycle/standing", { schema: schema("standingSchema") }),
    staleTime: 60_000,
  });
}

export function usePaymentUpdate() {
  return useMutation({
    mutationFn: () => api.post("/api/lifecycle/payment-update", undefined, { schema: schema("urlSchema") }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useConsents() {
  return useQuery({
    queryKey: lifecycleKeys.consents,
    ...apiQuery("/api/lifecycle/consents", { schema: schema("consentsSchema") }),
  });
}

/** The latest export; polled while it is being built, so the progress moves. */
export function useLatestExport() {
  return useQuery({
    queryKey: lifecycleKeys.export,
    ...apiQuery("/api/lifecycle/exports/latest", { schema: schema("dataExportSchema") }),
    refetchInterval: (query) => {
      const status = query.state.data?.export?.status;
      return status === "queued" || status === "running" ? 1000 : false;
    },
  });
}

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/api/lifecycle/exports", undefined, { schema: schema("dataExportSchema") }),
    onSuccess: (data) => queryClient.setQueryData(lifecycleKeys.export, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lifecycleKeys.export }),
  });
}

export function useDeletionPreview() {
  return useQuery({
    queryKey: lifecycleKeys.deletion,
    ...apiQuery("/api/lifecycle/account", { schema: schema("deletionPreviewSchema") }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: { email: string; password: string; deleteOwnedWorkspaces: boolean }) =>
      api.post("/api/lifecycle/account/delete", input, { schema: schema("okSchema") }),
  });
}
