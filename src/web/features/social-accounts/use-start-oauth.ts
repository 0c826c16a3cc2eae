import type { Platform } from "@core/social/platforms";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { describeConnectFailure } from "./connect-failure";
import { startOAuth } from "~/lib/social-accounts-api";

/**
 * "Entrar com o Instagram", "Conectar TikTok" and "Reconectar": the server issues a state bound to
 * the user and the network, and the authorize URL (the network's, or its local sandbox consent
 * page); the browser goes there.
 */
export function useStartOAuth(platform: Platform) {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => startOAuth(platform),
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => {
      const failure = describeConnectFailure(error, undefined, platform);
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
