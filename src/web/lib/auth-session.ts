import type { ApiPath } from "./api";
import type { AuthUser } from "./auth-user";

// The auth context's work: reading the session, following other tabs and window focus, and the
// sign-in/up/out calls. Loaded after the page is interactive, so it stays out of the JavaScript
// every public page downloads first (decision 007).

/** Keeps only the id, e-mail and name of a get-session answer; anything else reads as signed out. */
export function readSessionUser(body: unknown): AuthUser | null {
  const user = (body as { user?: Record<string, unknown> } | null)?.user;
  if (!user || typeof user.id !== "string" || typeof user.email !== "string") return null;
  return { id: user.id, email: user.email, name: typeof user.name === "string" ? user.name : "" };
}

export async function fetchSessionUser(signal?: AbortSignal): Promise<AuthUser | null> {
  const response = await fetch("/api/auth/get-session", {
    credentials: "include",
    headers: { Accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new Error(`session lookup answered ${response.status}`);
  return readSessionUser(await response.json());
}

/** POSTs through the API client, so failures are ApiErrors with the server's pt-BR message. */
export async function postAuth(path: ApiPath, body: unknown): Promise<unknown> {
  const { api } = await import("./api");
  return api.post(path, body);
}

const channelName = "inteligram-auth";
const changedMessage = "changed";
// Catches a session that ended elsewhere (another device, expiry) when the person comes back.
const focusRecheckMs = 60_000;

/**
 * Calls `reload` when another tab announces a change, or when the window regains focus a while
 * after the last read. Returns `announce` (tell the other tabs) and `stop`.
 */
export function followSessionChanges(reload: () => void, lastRead: () => number) {
  const onFocus = () => {
    if (Date.now() - lastRead() > focusRecheckMs) reload();
  };
  window.addEventListener("focus", onFocus);
  const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(channelName);
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === changedMessage) reload();
    };
  }
  return {
    announce: () => channel?.postMessage(changedMessage),
    stop: () => {
      window.removeEventListener("focus", onFocus);
      channel?.close();
    },
  };
}
