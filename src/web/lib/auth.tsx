import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from "react";
import { z } from "zod";
import { api } from "./api";

/**
 * spec §4 "Authentication": the current user (or none) and a loading flag that starts true and
 * ends after the first session lookup; the user follows every auth change, in this tab and in
 * the others (BroadcastChannel).
 */

export type AuthUser = { id: string; email: string; name: string };

export type SignUpInput = {
  name: string;
  email: string;
  password: string;
  /** Relative path the confirmation link returns to, e.g. "/auth/callback?plan=advanced". */
  callbackURL: string;
};

export type AuthContextValue = {
  user: AuthUser | null;
  loading: boolean;
  /** Resolves with the signed-in user; rejects with the server's ApiError. */
  signIn: (email: string, password: string) => Promise<AuthUser | null>;
  /** Creates the account and sends the confirmation e-mail; the person stays signed out. */
  signUp: (input: SignUpInput) => Promise<void>;
  signOut: () => Promise<void>;
  /** Reads the session again (after a password change, say) and tells the other tabs. */
  refresh: () => Promise<AuthUser | null>;
};

export const sessionQueryKey = ["auth", "session"] as const;

const sessionSchema = z
  .object({ user: z.object({ id: z.string(), email: z.string(), name: z.string() }) })
  .nullish();

export async function fetchSessionUser(signal?: AbortSignal): Promise<AuthUser | null> {
  const session = await api.get("/api/auth/get-session", { signal, schema: sessionSchema });
  return session?.user ?? null;
}

const channelName = "inteligram-auth";
const changedMessage = "changed";

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Prerendering has no window and no session: render signed out and loading, fetch nothing.
  const inBrowser = typeof window !== "undefined";
  const session = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSessionUser(signal),
    enabled: inBrowser,
    staleTime: 60_000,
    // Catches a session that ended elsewhere (another device, expiry) when the person comes back.
    refetchOnWindowFocus: true,
  });
  const user = session.data ?? null;
  const channel = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const current = new BroadcastChannel(channelName);
    channel.current = current;
    current.onmessage = (event: MessageEvent) => {
      if (event.data === changedMessage) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    };
    return () => {
      current.close();
      channel.current = null;
    };
  }, [queryClient]);

  // Another person's data must not outlive the session it was read with.
  const userId = user?.id ?? null;
  const previousUserId = useRef(userId);
  useEffect(() => {
    if (previousUserId.current !== null && previousUserId.current !== userId) {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    }
    previousUserId.current = userId;
  }, [queryClient, userId]);

  const announce = useCallback(() => channel.current?.postMessage(changedMessage), []);

  const refresh = useCallback(async () => {
    const next = await queryClient.fetchQuery({
      queryKey: sessionQueryKey,
      queryFn: ({ signal }) => fetchSessionUser(signal),
      staleTime: 0,
    });
    announce();
    return next;
  }, [announce, queryClient]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      await api.post("/api/auth/sign-in/email", { email, password });
      return refresh();
    },
    [refresh],
  );

  const signUp = useCallback(async (input: SignUpInput) => {
    await api.post("/api/auth/sign-up/email", input);
  }, []);

  const signOut = useCallback(async () => {
    await api.post("/api/auth/sign-out", {});
    await queryClient.cancelQueries({ queryKey: sessionQueryKey });
    queryClient.setQueryData(sessionQueryKey, null);
    announce();
  }, [announce, queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, loading: session.isPending, signIn, signUp, signOut, refresh }),
    [user, session.isPending, signIn, signUp, signOut, refresh],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The auth state; only inside <AuthProvider> (spec §8: using it outside is an error). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>.");
  return value;
}
