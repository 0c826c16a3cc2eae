import type { PlanId } from "@core/plans/catalogue";
import { useMutation } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { confirmationCallbackPath } from "~/lib/auth-redirects";
import { resendConfirmationEmail } from "./auth-api";
import { authMessages, describeError } from "./auth-messages";

/** Sends the confirmation link again, keeping the chosen plan or the invitation in the link. */
export function ResendConfirmationButton({
  email,
  plan,
  invitationToken = null,
}: {
  email: string;
  plan: PlanId | null;
  invitationToken?: string | null;
}) {
  const resend = useMutation({
    mutationFn: () => resendConfirmationEmail(email, confirmationCallbackPath(plan, invitationToken)),
    onSuccess: () => toast.success(authMessages.resendSuccess, { description: authMessages.resendSuccessDescription }),
    onError: (error) => toast.error(authMessages.resendFailure, { description: describeError(error) }),
  });
  return (
    <Button
      variant="outline"
      disabled={resend.isPending}
      aria-busy={resend.isPending || undefined}
      onClick={() => resend.mutate()}
    >
      {resend.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : null}
      {authMessages.resendAction}
    </Button>
  );
}
