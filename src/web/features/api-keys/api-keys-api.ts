import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiQuery, lazySchemas } from "~/lib/api";

// The answers' schemas (and zod) load with the first answer from the network (decision 032).
const schema = lazySchemas(() => import("@core/public-api/api-keys-responses"));

export type { ApiKeyList, ApiKeySummary, CreatedApiKey } from "@core/public-api/api-keys-responses";

const apiKeysQueryKey = ["api-keys"] as const;

/** The current workspace's API keys (never the keys themselves) and whether the person manages them. */
export function useApiKeys() {
  return useQuery({
    queryKey: apiKeysQueryKey,
    ...apiQuery("/api/api-keys", { schema: schema("apiKeyListSchema") }),
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post("/api/api-keys", { name }, { schema: schema("createdApiKeySchema") }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/api-keys/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
