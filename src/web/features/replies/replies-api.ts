import type { InboxItem, InboxResponse, ReplyTemplate } from "@core/replies/replies-responses";
import { inboxApiQuery, type InboxUrlState } from "@core/replies/inbox-url";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiQuery, lazySchemas } from "~/lib/api";

/**
 * The one client of the replies' routes (src/server/features/replies/replies.routes.ts,
 * docs/decisions/048-replies.md); answers checked against core's schemas.
 */

export type { InboxItem, InboxResponse, ReplyTemplate };

// The answers' schemas (and zod) load with the first answer from the network (decision 032).
const schema = lazySchemas(() => import("@core/replies/replies-responses"));

export const repliesKeys = {
  all: ["replies"] as const,
  inbox: (query: Record<string, string>) => ["replies", "inbox", query] as const,
  templates: ["replies", "templates"] as const,
};
// The dashboard's period queries (its comments section counts "sem resposta") start with this key.
const dashboardPeriodKey = ["analytics"] as const;

/** GET /api/replies with the address's filters: the page's first read (src/core/routing/signed-in-pages.ts). */
export function useInbox(state: InboxUrlState) {
  const query = inboxApiQuery(state);
  return useQuery({
    queryKey: repliesKeys.inbox(query),
    ...apiQuery("/api/replies", { query, schema: schema("inboxResponseSchema") }),
    placeholderData: keepPreviousData,
  });
}

/** The saved replies, read once a composer opens. */
export function useTemplates(enabled: boolean) {
  return useQuery({
    queryKey: repliesKeys.templates,
    ...apiQuery("/api/replies/templates", { schema: schema("replyTemplatesResponseSchema") }),
    select: (data) => data.templates,
    enabled,
  });
}

const itemPath = (id: string, action: "reply" | "hide" | "handled" | "assign") =>
  `/api/replies/${encodeURIComponent(id)}/${action}` as const;

/** After an action: the inbox and the dashboard's counts are read again. */
function useReadAgain() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: repliesKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardPeriodKey }),
    ]);
}

export function useSendReply(commentId: string) {
  const again = useReadAgain();
  return useMutation({
    mutationFn: (input: { text: string; idempotencyKey: string }) =>
      api.post(itemPath(commentId, "reply"), input, { schema: schema("sendReplyResponseSchema") }),
    // A refusal is kept on the item too (its failed reply, with the network's reason).
    onSettled: () => again(),
  });
}

export function useItemAction(commentId: string) {
  const again = useReadAgain();
  const done = { onSuccess: () => again() };
  return {
    hide: useMutation({
      mutationFn: (hidden: boolean) => api.post(itemPath(commentId, "hide"), { hidden }, { schema: schema("inboxItemSchema") }),
      ...done,
    }),
    handled: useMutation({
      mutationFn: (handled: boolean) =>
        api.post(itemPath(commentId, "handled"), { handled }, { schema: schema("inboxItemSchema") }),
      ...done,
    }),
    assign: useMutation({
      mutationFn: (userId: string | null) =>
        api.post(itemPath(commentId, "assign"), { userId }, { schema: schema("inboxItemSchema") }),
      ...done,
    }),
  };
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; text: string }) =>
      api.post("/api/replies/templates", input, { schema: schema("replyTemplateSchema") }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: repliesKeys.templates }),
  });
}
