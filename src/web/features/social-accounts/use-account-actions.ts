import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { connectInstagramUsername, disconnectAccount, readAccountsAgain } from "~/lib/social-accounts-api";
import { socialAccountsMessages } from "./social-accounts-messages";

function useInvalidateAccounts() {
  const queryClient = useQueryClient();
  return () => readAccountsAgain(queryClient);
}

export function useConnectInstagramUsername() {
  const invalidate = useInvalidateAccounts();
  return useMutation({ mutationFn: connectInstagramUsername, onSuccess: invalidate });
}

/** Disconnects an account of either network. */
export function useDisconnectAccount() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: disconnectAccount,
    onSuccess: () => {
      toast.success(socialAccountsMessages.disconnected);
      return invalidate();
    },
    onError: () =>
      toast.error(socialAccountsMessages.disconnectFailureTitle, { description: socialAccountsMessages.disconnectFailure }),
  });
}
