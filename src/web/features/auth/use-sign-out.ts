import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "~/lib/auth";
import { showToast } from "~/lib/toast";

/** The header's "Sair": ends the session on the server, tells the person (docs/product/texts.md) and goes home. */
export function useSignOutAction() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    // The messages load on click, not with every page that shows the header.
    const { authMessages } = await import("./auth-messages");
    try {
      await signOut();
    } catch {
      void showToast("error", { title: authMessages.signOutFailure, description: authMessages.signOutFailureDescription });
      return;
    }
    void showToast("success", { title: authMessages.signOutSuccess, description: authMessages.signOutSuccessDescription });
    await navigate("/");
  }, [navigate, signOut]);
}
