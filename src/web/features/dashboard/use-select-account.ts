import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "./toast";
import { dashboardQueryKey, selectAccount } from "./dashboard-api";
import { dashboardMessages } from "./dashboard-messages";

/** Spec §2 profile switcher: the chosen account becomes the current one, then the dashboard is read again. */
export function useSelectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectAccount,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
      toast.success(dashboardMessages.switchSuccess);
    },
    onError: () => toast.error(dashboardMessages.switchFailureTitle, { description: dashboardMessages.switchFailure }),
  });
}
