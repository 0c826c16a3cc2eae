import type { Logger } from "../logger";

export type SessionUser = { id: string; email: string; name: string };

export type RequestSession = {
  id: string;
  token: string;
  /**
   * The user's data version (`user_data_versions`, raised by triggers when what the dashboard
   * shows changes), which keys the dashboard's response cache. Undefined when the session was
   * read by better-auth (an expired or refreshed session): then nothing cached is used.
   */
  dataVersion?: number;
};

export type HonoEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    /** Set by requireUser on guarded routes. */
    user: SessionUser;
    session: RequestSession;
  };
};
