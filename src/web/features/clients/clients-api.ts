import type { ClientChange } from "@core/clients/client-responses";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiQuery, apiRequest, lazySchemas } from "~/lib/api";
import type { PeriodSelection } from "~/lib/period-search";

/**
 * The one client of the clients' routes (src/server/features/clients/clients.routes.ts,
 * docs/decisions/045-clients-and-report-links.md). Ids are encoded into the path, and every
 * answer is checked against core's schemas (src/core/clients/client-responses.ts).
 */

export type { Client, ClientChange, ClientDetail, ClientLink, ClientList } from "@core/clients/client-responses";

// The answers' schemas (and zod) load with the first answer from the network (decision 032).
const schema = lazySchemas(() => import("./clients-schemas"));

export const clientKeys = {
  all: ["clients"] as const,
  list: ["clients", "list"] as const,
  one: (id: string) => ["clients", "one", id] as const,
};

const clientPath = (id: string) => `/api/clients/${encodeURIComponent(id)}` as const;

/** GET /api/clients: the page's first read (src/core/routing/signed-in-pages.ts). */
export function useClients() {
  return useQuery({ queryKey: clientKeys.list, ...apiQuery("/api/clients", { schema: schema("clientListSchema") }) });
}

/** GET /api/clients/{id}: the client with its links and its latest e-mails. */
export function useClient(id: string) {
  return useQuery({
    queryKey: clientKeys.one(id),
    queryFn: ({ signal }) => api.get(clientPath(id), { signal, schema: schema("clientDetailSchema") }),
  });
}

function useReadClientsAgain() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: clientKeys.all });
}

export type ClientInput = { name: string; accountIds: string[]; competitorIds: string[] };

export function useCreateClient() {
  const again = useReadClientsAgain();
  return useMutation({
    mutationFn: (input: ClientInput) => api.post("/api/clients", input, { schema: schema("clientSchema") }),
    onSuccess: () => again(),
  });
}

export function useChangeClient(id: string) {
  const again = useReadClientsAgain();
  return useMutation({
    mutationFn: (change: ClientChange) => api.patch(clientPath(id), change, { schema: schema("clientSchema") }),
    onSuccess: () => again(),
  });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(clientPath(id), { schema: schema("okSchema") }),
    onSuccess: (_ok, id) => {
      queryClient.removeQueries({ queryKey: clientKeys.one(id) });
      return queryClient.invalidateQueries({ queryKey: clientKeys.list });
    },
  });
}

/** The period of a report, an export or a link, as the routes take it. */
export function periodQuery(selection: PeriodSelection) {
  return {
    period: selection.preset,
    ...(selection.preset === "custom" ? { from: selection.from, to: selection.to } : {}),
  };
}

/** GET /api/clients/{id}/report (PDF) or …/export (xlsx), for a link's href. */
export function clientFilePath(id: string, file: "report" | "export", selection: PeriodSelection) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(periodQuery(selection))) if (value) params.set(key, value);
  return `${clientPath(id)}/${file}?${params.toString()}`;
}

export function useCreateLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { selection: PeriodSelection; days?: number }) =>
      api.post(
        `${clientPath(id)}/links`,
        { ...periodQuery(input.selection), ...(input.days === undefined ? {} : { days: input.days }) },
        { schema: schema("createdLinkSchema") },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.one(id) }),
  });
}

export function useRevokeLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      api.delete(`${clientPath(id)}/links/${encodeURIComponent(linkId)}`, { schema: schema("okSchema") }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.one(id) }),
  });
}

export function useSendClientNow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`${clientPath(id)}/send-now`, {}, { schema: schema("clientSendResultSchema") }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.one(id) }),
  });
}

export function useClientColor(id: string) {
  const again = useReadClientsAgain();
  return useMutation({
    mutationFn: (color: string | null) => api.put(`${clientPath(id)}/color`, { color }, { schema: schema("clientSchema") }),
    onSuccess: () => again(),
  });
}

/** The logo goes as the request's body (the server checks its content, not its name). */
export function useClientLogo(id: string) {
  const again = useReadClientsAgain();
  return useMutation({
    mutationFn: async (file: File | null) => {
      if (!file) return api.delete(`${clientPath(id)}/logo`, { schema: schema("clientSchema") });
      return apiRequest(`${clientPath(id)}/logo`, { method: "PUT", bytes: file, schema: schema("clientSchema") });
    },
    onSuccess: () => again(),
  });
}

export const clientLogoPath = (id: string) => `${clientPath(id)}/logo`;
