import { and, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { accounts, sessions } from "../../db/schema/index";

export async function updateCredentialPassword(db: DbOrTx, userId: string, passwordHash: string) {
  const updated = await db
    .update(accounts)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
    .returning({ id: accounts.id });
  return updated.length > 0;
}

export async function deleteOtherSessions(db: DbOrTx, userId: string, keepSessionId: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

/** The hash of the user's password (better-auth's credential account), if the account has one. */
export async function findCredentialPasswordHash(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  return row?.password ?? null;
}
