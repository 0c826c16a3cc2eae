import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { connectInstagramUsername, disconnectAccount, readAccountsAgain } from "~/lib/social-accounts-api";
import { instagramMessages } from "./instagram-messages";

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
      toast.success(instagramMessages.disconnected);
      return invalidate();
    },
    onError: () =>
      toast.error(instagramMessages.disconnectFailureTitle, { description: instagramMessages.disconnectFailure }),
  });
}
