import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiQuery, lazySchemas } from "./api";
import { accountsQueryKey, readAccountsAgain, selectAccount } from "./social-accounts-api";
import { showToast } from "./toast";

// The answer's schema (and zod) loads with the first answer from the network (decision 032).
const schema = lazySchemas(() => import("./social-accounts-schemas"));

// docs/product/texts.md: the accounts' list and the profile switch, wherever they are used.
export const accountsMessages = {
  loadFailureTitle: "Erro ao carregar perfis",
  loadFailure: "Não foi possível carregar suas contas conectadas.",
  switched: "Perfil alterado",
  switchFailureTitle: "Erro",
  switchFailure: "Não foi possível alterar o perfil.",
} as const;

// The failures already told: every part of a page that shows the accounts sees the same one.
const toldFailures = new WeakSet<Error>();

/**
 * The one client of GET /api/accounts (src/server/features/social-accounts/social-accounts.routes.ts):
 * the workspace's active accounts of both networks, the one this person looks at first (the
 * current profile), under one key for every page and part that shows them, so one answer serves
 * them all and `readAccountsAgain` refreshes them all. `enabled: false` waits (the team's
 * accounts, for someone who manages it). A failed load is told once per failure
 * (docs/product/texts.md).
 */
export function useSocialAccounts({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({
    queryKey: accountsQueryKey,
    // The page's first render has the answer that came with its HTML (docs/decisions/021).
    ...apiQuery("/api/accounts", { schema: schema("accountListSchema") }),
    select: (data) => data.accounts,
    enabled,
  });
  const { error } = query;
  useEffect(() => {
    if (!error || toldFailures.has(error)) return;
    toldFailures.add(error);
    void showToast("error", { title: accountsMessages.loadFailureTitle, description: accountsMessages.loadFailure });
  }, [error]);
  return query;
}

/**
 * docs/product/screens.md profile switch (the setup page's cards, the dashboard's "Perfil"): the
 * chosen account becomes the current one, then the accounts and the dashboard are read again.
 */
export function useSelectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectAccount,
    onSuccess: async () => {
      await readAccountsAgain(queryClient);
      void showToast("success", { title: accountsMessages.switched });
    },
    onError: () =>
      void showToast("error", { title: accountsMessages.switchFailureTitle, description: accountsMessages.switchFailure }),
  });
}
