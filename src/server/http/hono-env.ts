import type { WorkspaceRole } from "@core/team/team-responses";
import type { Logger } from "../logger";

export type SessionUser = { id: string; email: string; name: string };

/** The workspace a request works in, through the person's membership (docs/decisions/013). */
export type RequestWorkspace = {
  id: string;
  role: WorkspaceRole;
  /**
   * The workspace's data version (`workspace_data_versions`, raised by triggers when what the
   * dashboard shows changes), which keys the dashboard's response cache. Undefined when the
   * session was read by better-auth (an expired or refreshed session): then nothing cached is used.
   */
  dataVersion?: number;
  /**
   * The account this person chose to look at in this workspace (docs/product/teams-and-roles.md: each person's own
   * choice), or null; services fall back to the first connected account when it is null or no
   * longer active (`pickCurrentAccount`).
   */
  currentAccountId?: string | null;
  /**
   * The accounts this person may reach when the owner or an admin limited them to some
   * (docs/decisions/030); null or undefined: every account of the workspace.
   */
  accountIds?: readonly string[] | null;
};

export type RequestSession = {
  id: string;
  token: string;
  /** The session's current workspace while the person is still a member of it. */
  workspace?: RequestWorkspace;
};

export type HonoEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    /** Set by requireUser on guarded routes. */
    user: SessionUser;
    session: RequestSession;
    /** Set by requireMember on the routes that read or change a workspace's data. */
    workspace: RequestWorkspace;
  };
};
