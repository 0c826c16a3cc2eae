import { instagramMessages } from "./instagram-messages";

export type OAuthCallbackParams =
  | { kind: "error"; message: string }
  | { kind: "missing-code" }
  | { kind: "code"; code: string; state: string };

/** Instagram appends '#_' to the code (DECISIONS.md "Instagram"); it is not part of it. */
export function cleanAuthorizationCode(code: string) {
  return code.trim().replace(/#_$/, "");
}

/** spec §4/§8: an error parameter or a missing code sends the person back; otherwise the code is exchanged. */
export function readOAuthCallbackParams(params: URLSearchParams): OAuthCallbackParams {
  if (params.has("error")) {
    const description = params.get("error_description")?.trim();
    return { kind: "error", message: description || instagramMessages.oauthError };
  }
  const code = cleanAuthorizationCode(params.get("code") ?? "");
  if (code === "") return { kind: "missing-code" };
  return { kind: "code", code, state: params.get("state") ?? "" };
}
