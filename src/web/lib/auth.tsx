import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

/**
 * spec §4 "Authentication": the current user (or none) and a loading flag that starts true and
 * ends after the first session lookup; the user follows every auth change, in this tab and in
 * the others (BroadcastChannel). Plain React state, no query library: the provider sits on every
 * page, public ones included, whose JavaScript budget is tight (issue 3).
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

const loadSession = () => import("./auth-session");

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ user: AuthUser | null; loading: boolean }>({ user: null, loading: true });
  const announceRef = useRef<() => void>(() => {});
  const lastRead = useRef(0);

  const load = useCallback(() => {
    lastRead.current = Date.now();
    return loadSession()
      .then(({ fetchSessionUser }) => fetchSessionUser())
      .then(
        (user) => {
          setState({ user, loading: false });
          return user;
        },
        () => {
          // An unreachable server is not a signed-out user: keep what we knew, stop loading.
          setState((previous) => ({ ...previous, loading: false }));
          return null;
        },
      );
  }, []);

  // Prerendering has no window and no session: it renders signed out and loading, fetching nothing.
  useEffect(() => {
    let stop = () => {};
    let stopped = false;
    void load();
    void loadSession().then(({ followSessionChanges }) => {
      if (stopped) return;
      const following = followSessionChanges(() => void load(), () => lastRead.current);
      announceRef.current = following.announce;
      stop = following.stop;
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [load]);

  // Another person's data must not outlive the session it was read with, whichever page the
  // sign-out or the next sign-in happened on.
  const userId = state.user?.id ?? null;
  const previousUserId = useRef(userId);
  useEffect(() => {
    if (previousUserId.current !== null && previousUserId.current !== userId) {
      void import("./query-client").then(({ clearBrowserQueryClient }) => clearBrowserQueryClient());
    }
    previousUserId.current = userId;
  }, [userId]);

  const refresh = useCallback(async () => {
    const user = await load();
    announceRef.current();
    return user;
  }, [load]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const { postAuth } = await loadSession();
      await postAuth("/api/auth/sign-in/email", { email, password });
      return refresh();
    },
    [refresh],
  );

  const signUp = useCallback(async (input: SignUpInput) => {
    const { postAuth } = await loadSession();
    await postAuth("/api/auth/sign-up/email", input);
  }, []);

  const signOut = useCallback(async () => {
    const { postAuth } = await loadSession();
    await postAuth("/api/auth/sign-out", {});
    setState({ user: null, loading: false });
    announceRef.current();
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user: state.user, loading: state.loading, signIn, signUp, signOut, refresh }),
    [state, signIn, signUp, signOut, refresh],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The auth state; only inside <AuthProvider> (spec §8: using it outside is an error). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>.");
  return value;
}
