import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { businessGoals, profiles } from "../../db/schema/index";
import { preparedSql } from "../../db/prepared-sql";
import { workspaceNotSuspended } from "../../db/workspace-suspension";

export async function findProfile(db: DbOrTx, workspaceId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.workspaceId, workspaceId));
  return row;
}

export type ProfileFields = Pick<
  typeof profiles.$inferInsert,
  "workspaceId" | "accountType" | "companyName" | "ownerName" | "legalDocument" | "email" | "phone" | "instagramHandle"
>;

const upsertProfileStatement = preparedSql<{ inserted: boolean; companyNameBefore: string | null }>(
  "inteligram_upsert_profile",
  () => {
    const value = (name: keyof ProfileFields) => sql.placeholder(name);
    return sql`
    insert into ${profiles} (workspace_id, account_type, company_name, owner_name, legal_document, email, phone, instagram_handle)
    select ${value("workspaceId")}, ${value("accountType")}, ${value("companyName")}, ${value("ownerName")}, ${value("legalDocument")},
      ${value("email")}, ${value("phone")}, ${value("instagramHandle")}
    where ${workspaceNotSuspended(value("workspaceId"))}
    on conflict (workspace_id) do update set
      account_type = excluded.account_type, company_name = excluded.company_name, owner_name = excluded.owner_name,
      legal_document = excluded.legal_document, email = excluded.email, phone = excluded.phone,
      instagram_handle = excluded.instagram_handle, updated_at = now()
    returning xmax = 0 as inserted, (select p.company_name from ${profiles} p where p.workspace_id = ${value("workspaceId")}) as "companyNameBefore"
  `;
  },
);

/**
 * docs/product/screens.md: upsert on the workspace with the profile fields, in one statement that also refuses a
 * suspended workspace (decision 020): undefined when it did. Otherwise whether the row is new,
 * and the company name it had when the statement started (a statement does not see its own
 * changes), which says whether the workspace's data version rose (migration 0023). A prepared
 * statement: the company write is a hot path (bench:cold's write loops).
 */
export async function upsertProfile(
  db: DbOrTx,
  row: ProfileFields,
): Promise<{ inserted: boolean; companyNameBefore: string | null } | undefined> {
  const [written] = await upsertProfileStatement(db, {
    workspaceId: row.workspaceId,
    accountType: row.accountType,
    companyName: row.companyName ?? null,
    ownerName: row.ownerName ?? null,
    legalDocument: row.legalDocument ?? null,
    email: row.email ?? null,
    phone: row.phone ?? null,
    instagramHandle: row.instagramHandle ?? null,
  } satisfies Record<keyof ProfileFields, unknown>);
  return written;
}

export async function listGoals(db: DbOrTx, workspaceId: string) {
  const rows = await db
    .select({ goalType: businessGoals.goalType })
    .from(businessGoals)
    .where(eq(businessGoals.workspaceId, workspaceId));
  return rows.map((row) => row.goalType);
}

/** Replaces the user's goals (delete + insert, in the caller's transaction). */
export async function replaceGoals(db: DbOrTx, workspaceId: string, goals: readonly string[]) {
  await db.delete(businessGoals).where(eq(businessGoals.workspaceId, workspaceId));
  if (goals.length > 0) await db.insert(businessGoals).values(goals.map((goalType) => ({ workspaceId, goalType })));
}
