import { useCallback } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { useAuth } from "~/lib/auth";
import { authMessages } from "./auth-messages";

/** The header's "Sair": ends the session on the server, tells the person (spec §8) and goes home. */
export function useSignOutAction() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch {
      toast.error(authMessages.signOutFailure, { description: authMessages.signOutFailureDescription });
      return;
    }
    toast.success(authMessages.signOutSuccess, { description: authMessages.signOutSuccessDescription });
    await navigate("/");
  }, [navigate, signOut]);
}
