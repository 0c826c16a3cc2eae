import { platformLabels, type Platform } from "@core/social/platform-names";
import { isApiError } from "~/lib/api";
import { socialAccountsMessages } from "./social-accounts-messages";

export type ConnectFailure =
  /** Shown under the username field. */
  | { kind: "field"; message: string }
  | { kind: "toast"; title: string; description: string }
  /** No subscription: the person chooses a plan first. */
  | { kind: "needs-plan"; message: string };

/**
 * What the person is told when connecting (by username, or starting Instagram Login) fails:
 * docs/product/screens.md, docs/product/texts.md for a duplicate, no session and anything unexpected; the server's pt-BR message for
 * a bad username and for the plan's account limit (it names the plan that allows more).
 */
export function describeConnectFailure(error: unknown, username?: string, platform: Platform = "instagram"): ConnectFailure {
  const generic = {
    kind: "toast",
    title: socialAccountsMessages.connectFailureTitle,
    description: `Não foi possível conectar o ${platformLabels[platform]}. Tente novamente.`,
  } as const;
  if (!isApiError(error)) return generic;
  switch (error.code) {
    case "INVALID_INPUT":
      return username === undefined
        ? { ...generic, description: error.message }
        : { kind: "field", message: error.fields?.username ?? error.message };
    case "CONFLICT":
      return {
        kind: "toast",
        title: socialAccountsMessages.duplicateTitle,
        description: username === undefined ? error.message : socialAccountsMessages.duplicate(username),
      };
    case "UNAUTHENTICATED":
      return { ...generic, description: socialAccountsMessages.notSignedIn };
    case "PLAN_LIMIT":
      return { ...generic, description: error.message };
    case "FORBIDDEN":
      return error.reason === "NO_PLAN" ? { kind: "needs-plan", message: error.message } : generic;
    default:
      return generic;
  }
}
