import { useEffect } from "react";
import { useNavigate } from "react-router";
import { isApiError } from "./api";

export function isSignedOutError(error: unknown): boolean {
  return isApiError(error) && error.code === "UNAUTHENTICATED";
}

/**
 * Pages that need a session send a signed-out visitor to /login when the API answers 401
 * (docs/product/screens.md: an unauthenticated user goes to /login), whatever the route guard did.
 */
export function useRedirectWhenSignedOut(error: unknown) {
  const navigate = useNavigate();
  const signedOut = isSignedOutError(error);
  useEffect(() => {
    if (signedOut) navigate("/login", { replace: true });
  }, [signedOut, navigate]);
  return signedOut;
}
