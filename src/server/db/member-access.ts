import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { clientAccounts, workspaceMemberAccounts, workspaceMemberClients } from "./schema/index";

/**
 * The accounts a member limited to some reaches (docs/decisions/030), as an array of ids in one
 * SQL expression: those granted one by one, and every account of a client granted to them
 * (docs/decisions/045-clients-and-report-links.md). The one definition read by the session,
 * the API keys and the team's own queries, so the three can never disagree.
 */
/**
 * A `workspace_members` row's workspace and person, always written with the table's name: drizzle
 * leaves a column unqualified in a one-table query, where the subquery above would read
 * `workspace_id` as its own tables' column ("column reference is ambiguous").
 */
export const memberRowColumns = {
  workspaceId: sql`${sql.identifier("workspace_members")}.${sql.identifier("workspace_id")}`,
  userId: sql`${sql.identifier("workspace_members")}.${sql.identifier("user_id")}`,
};

export function grantedAccountIdsArray(workspaceId: SQLWrapper, userId: SQLWrapper): SQL<string[]> {
  return sql<string[]>`array(
    select g.account_id::text from ${workspaceMemberAccounts} g where g.workspace_id = ${workspaceId} and g.user_id = ${userId}
    union
    select ca.account_id::text from ${workspaceMemberClients} mc
      join ${clientAccounts} ca on ca.client_id = mc.client_id and ca.workspace_id = mc.workspace_id
      where mc.workspace_id = ${workspaceId} and mc.user_id = ${userId}
    order by 1)`;
}
