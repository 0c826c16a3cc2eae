import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiQuery, lazySchemas } from "./api";
import { competitorsQueryKey } from "./competitors-list";
import { accountsQueryKey } from "./social-accounts-api";

/**
 * The workspace's Facebook connection (docs/decisions/022; the server's social-accounts routes):
 * the setup page connects an own Instagram account through it, the competitors page reads
 * competitors through it.
 */

export type { FacebookConnection } from "@core/social/facebook-connection";

// The answers' schemas (and zod) load with the first answer from the network (decision 032).
const schema = lazySchemas(() => import("./facebook-connection-schemas"));

// Under the competitors' key: a change to the competitors reads the connection again too.
export const facebookConnectionQueryKey = [...competitorsQueryKey, "facebook"] as const;

export function useFacebookConnection() {
  return useQuery({
    queryKey: facebookConnectionQueryKey,
    ...apiQuery("/api/facebook/connection", { schema: schema("facebookConnectionSchema") }),
  });
}

function startFacebookConnect() {
  return api.post("/api/facebook/connect", {}, { schema: schema("urlSchema") });
}

export function completeFacebookConnect(code: string, state: string) {
  return api.post("/api/facebook/callback", { code, state }, { schema: schema("facebookConnectionSchema") });
}

/**
 * Where the Facebook callback returns: the page the person started from (/concorrentes or
 * /social-media-setup), kept for the round trip through Facebook in this tab only.
 */
const facebookReturnKey = "inteligram.facebook.return";
const facebookReturnPaths = ["/concorrentes", "/social-media-setup"] as const;
export type FacebookReturnPath = (typeof facebookReturnPaths)[number];

export async function goToFacebookConnect(returnTo: FacebookReturnPath) {
  const { url } = await startFacebookConnect();
  try {
    window.sessionStorage.setItem(facebookReturnKey, returnTo);
  } catch {
    // Storage refused (private mode): the callback falls back to /concorrentes.
  }
  window.location.assign(url);
}

export function takeFacebookReturnPath(): FacebookReturnPath {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(facebookReturnKey);
    window.sessionStorage.removeItem(facebookReturnKey);
  } catch {
    stored = null;
  }
  return facebookReturnPaths.find((path) => path === stored) ?? "/concorrentes";
}

/** The chosen Page's Instagram account becomes an own account: the accounts are refreshed too. */
function useFacebookMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: competitorsQueryKey }),
        queryClient.invalidateQueries({ queryKey: [accountsQueryKey[0]] }),
      ]),
  });
}

export function useChooseFacebookPage() {
  return useFacebookMutation((pageId: string) =>
    api.post("/api/facebook/connection/page", { pageId }, { schema: schema("facebookConnectionSchema") }),
  );
}

export function useDisconnectFacebook() {
  return useFacebookMutation(() => api.delete("/api/facebook/connection", { schema: schema("okSchema") }));
}
