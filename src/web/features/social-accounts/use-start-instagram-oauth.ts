import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { describeConnectFailure } from "./connect-failure";
import { startOAuth } from "./social-accounts-api";

/**
 * "Entrar com o Instagram" and "Reconectar": the server issues a state bound to the user and the
 * authorize URL (Instagram's, or the local sandbox consent page); the browser goes there.
 */
export function useStartInstagramOAuth() {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => startOAuth("instagram"),
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => {
      const failure = describeConnectFailure(error);
      if (failure.kind === "needs-plan") {
        toast.info(failure.message);
        void navigate("/onboarding");
      } else if (failure.kind === "toast") {
        toast.error(failure.title, { description: failure.description });
      }
    },
  });
  return {
    start: () => mutation.mutate(),
    // Stays busy after success too: the page is being left for the consent screen.
    pending: mutation.isPending || mutation.isSuccess,
  };
}
