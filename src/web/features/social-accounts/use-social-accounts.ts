import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "sonner";
import {
  connectInstagramUsername,
  disconnectInstagramAccount,
  instagramAccountsQueryKey,
  readAccountsAgain,
  selectInstagramAccount,
} from "./social-accounts-api";
import { instagramMessages } from "./instagram-messages";
import { apiQuery, lazySchemas } from "~/lib/api";

// The answer's schema (and zod) loads with the first answer from the network (decision 032).
const schema = lazySchemas(() => import("./social-accounts-schemas"));

/** The active accounts, the one this person looks at first (the current profile); a failed load is told once per failure (docs/product/texts.md). */
export function useInstagramAccounts() {
  const query = useQuery({
    queryKey: instagramAccountsQueryKey,
    // The page's first render has the answer that came with its HTML (docs/decisions/021).
    ...apiQuery("/api/accounts", { schema: schema("accountListSchema") }),
    select: (data) => data.accounts,
  });
  const { error } = query;
  useEffect(() => {
    if (error) toast.error(instagramMessages.loadFailureTitle, { description: instagramMessages.loadFailure });
  }, [error]);
  return query;
}

function useInvalidateAccounts() {
  const queryClient = useQueryClient();
  return () => readAccountsAgain(queryClient);
}

export function useConnectInstagramUsername() {
  const invalidate = useInvalidateAccounts();
  return useMutation({ mutationFn: connectInstagramUsername, onSuccess: invalidate });
}

export function useDisconnectInstagramAccount() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: disconnectInstagramAccount,
    onSuccess: () => {
      toast.success(instagramMessages.disconnected);
      return invalidate();
    },
    onError: () =>
      toast.error(instagramMessages.disconnectFailureTitle, { description: instagramMessages.disconnectFailure }),
  });
}

export function useSelectInstagramAccount() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: selectInstagramAccount,
    onSuccess: () => {
      toast.success(instagramMessages.switched);
      return invalidate();
    },
    onError: () => toast.error(instagramMessages.switchFailureTitle, { description: instagramMessages.switchFailure }),
  });
}
