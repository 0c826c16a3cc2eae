import type { Logger } from "../logger";

export type SessionUser = { id: string; email: string; name: string };

export type HonoEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    /** Set by requireUser on guarded routes. */
    user: SessionUser;
    session: { id: string; token: string };
  };
};
