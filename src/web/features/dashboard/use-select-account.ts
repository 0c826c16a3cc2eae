import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "./toast";
import { readAccountsAgain } from "../social-accounts/social-accounts-api";
import { selectAccount } from "./dashboard-api";
import { dashboardMessages } from "./dashboard-messages";

/**
 * docs/product/screens.md profile switcher: the chosen account becomes the current one, then the dashboard (and
 * the accounts list) is read again; the sections keyed by the current account follow it.
 */
export function useSelectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectAccount,
    onSuccess: async () => {
      await readAccountsAgain(queryClient);
      toast.success(dashboardMessages.switchSuccess);
    },
    onError: () => toast.error(dashboardMessages.switchFailureTitle, { description: dashboardMessages.switchFailure }),
  });
}
