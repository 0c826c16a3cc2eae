import type { Platform } from "@core/social/platforms";
import { networkMessages } from "./network-messages";

export type OAuthCallbackParams =
  { kind: "error"; message: string } | { kind: "missing-code" } | { kind: "code"; code: string; state: string };

/** Instagram appends '#_' to the code (docs/product/networks.md); it is not part of it. */
export function cleanAuthorizationCode(code: string) {
  return code.trim().replace(/#_$/, "");
}

/**
 * docs/product/screens.md, docs/product/texts.md: an error parameter or a missing code sends the person back; otherwise the code is
 * exchanged. A refused consent (`access_denied`, both networks' word for it) is said in pt-BR,
 * never in the network's own words; another error shows its description.
 */
export function readOAuthCallbackParams(params: URLSearchParams, platform: Platform = "instagram"): OAuthCallbackParams {
  const messages = networkMessages(platform);
  if (params.has("error")) {
    if (params.get("error") === "access_denied") return { kind: "error", message: messages.cancelled };
    const description = params.get("error_description")?.trim();
    return { kind: "error", message: description || messages.oauthError };
  }
  // TikTok's Business API login names it auth_code in its token request; take either spelling.
  const code = cleanAuthorizationCode(params.get("code") ?? params.get("auth_code") ?? "");
  if (code === "") return { kind: "missing-code" };
  return { kind: "code", code, state: params.get("state") ?? "" };
}
