import { inlineSessionKey } from "@core/http/inline-data";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";

/**
 * docs/product/screens.md "Session": the current user (or none) and a loading flag that starts true and
 * ends after the first session lookup; the user follows every auth change, in this tab and in
 * the others (BroadcastChannel). A tiny store, no query library: the provider sits on every
 * page, public ones included, whose JavaScript budget is tight (decision 007).
 *
 * The context's value never changes; components read the state from the store. A context value
 * change would reach every part of the page still waiting to hydrate (the landing page's
 * deferred sections) and make React throw away their prerendered HTML, with any click on it.
 */

export type { AuthUser } from "./auth-user";

export type SignUpInput = {
  name: string;
  email: string;
  password: string;
  /** Relative path the confirmation link returns to, e.g. "/auth/callback?plan=advanced". */
  callbackURL: string;
  /** The team invitation signed up from: when it was sent to this e-mail, it confirms the address. */
  invitationToken?: string;
};

export type AuthContextValue = {
  user: AuthUser | null;
  loading: boolean;
  /** Resolves with the signed-in user; rejects with the server's ApiError. */
  signIn: (email: string, password: string) => Promise<AuthUser | null>;
  /**
   * Creates the account and sends the confirmation e-mail; the person stays signed out. An
   * invitation sent to the address confirms it instead: the person is signed in (resolves true).
   */
  signUp: (input: SignUpInput) => Promise<boolean>;
  signOut: () => Promise<void>;
  /** Reads the session again (after a password change, say) and tells the other tabs. */
  refresh: () => Promise<AuthUser | null>;
};

import type { AuthUser } from "./auth-user";
import { takeInlineData } from "./inline-data";

const loadSession = () => import("./auth-session");

type AuthState = { user: AuthUser | null; loading: boolean };
type AuthActions = Omit<AuthContextValue, keyof AuthState>;

// Prerendering and hydration see this: signed out, still loading.
const initialState: AuthState = { user: null, loading: true };

function createAuthStore() {
  let state = initialState;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: AuthState | ((previous: AuthState) => AuthState)) {
      state = typeof next === "function" ? next(state) : next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
type AuthStore = ReturnType<typeof createAuthStore>;

const AuthContext = createContext<{ store: AuthStore; actions: AuthActions } | null>(null);

const useAuthState = (store: AuthStore) => useSyncExternalStore(store.subscribe, store.get, () => initialState);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createAuthStore);
  const setState = store.set;
  const state = useAuthState(store);
  const announceRef = useRef<() => void>(() => {});
  const lastRead = useRef(0);

  const load = useCallback(() => {
    lastRead.current = Date.now();
    // A signed-in page's HTML may carry the session (docs/decisions/021): no request then.
    const inline = takeInlineData(inlineSessionKey) as AuthUser | undefined;
    return (inline ? Promise.resolve(inline) : loadSession().then(({ fetchSessionUser }) => fetchSessionUser())).then(
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
  }, [setState]);

  // Prerendering has no window and no session: it renders signed out and loading, fetching nothing.
  useEffect(() => {
    let stop = () => {};
    let stopped = false;
    void load();
    void loadSession().then(({ followSessionChanges }) => {
      if (stopped) return;
      const following = followSessionChanges(
        () => void load(),
        () => lastRead.current,
      );
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

  const signUp = useCallback(
    async (input: SignUpInput) => {
      const { postAuth } = await loadSession();
      const answer = (await postAuth("/api/auth/sign-up/email", input)) as { user?: { emailVerified?: unknown } } | undefined;
      if (answer?.user?.emailVerified !== true) return false;
      return (await refresh()) !== null;
    },
    [refresh],
  );

  const signOut = useCallback(async () => {
    const { postAuth } = await loadSession();
    await postAuth("/api/auth/sign-out", {});
    setState({ user: null, loading: false });
    announceRef.current();
  }, [setState]);

  const value = useMemo(
    () => ({ store, actions: { signIn, signUp, signOut, refresh } }),
    [store, signIn, signUp, signOut, refresh],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The auth state; only inside <AuthProvider> (docs/product/texts.md: using it outside is an error). */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used inside <AuthProvider>.");
  const state = useAuthState(context.store);
  return useMemo(() => ({ ...state, ...context.actions }), [state, context.actions]);
}
