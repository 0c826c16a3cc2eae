// `npm run bench:lifecycle`: figures for the account lifecycle (docs/decisions/020), printed,
// never asserted in tests.
//  1. The data export of a workspace with one demo account (90 days of history): seconds to
//     build the ZIP, its size and file count.
//  2. The daily dunning step over BENCH_OVERDUE overdue workspaces (default 300), each with an
//     owner, at a day that suspends them all (one e-mail each).
//  3. Deleting that account through the API (provider call + one transaction).
//  4. The retention purge over BENCH_OUTBOX old outbox e-mails (default 50,000).
// TEST_DATABASE_URL picks PostgreSQL (a fresh database, dropped after); PGlite otherwise.
import { randomUUID } from "node:crypto";
import { outboxEmails, users, workspaceDunning, workspaceMembers, workspaces } from "../src/server/db/schema/index";
import { advanceDunning } from "../src/server/features/lifecycle/dunning.service";
import { buildExport } from "../src/server/features/lifecycle/data-export.service";
import { purgeExpiredRecords } from "../src/server/features/lifecycle/lifecycle.jobs";
import { insertExport, findExportFile } from "../src/server/features/lifecycle/lifecycle.queries";
import { createTestDatabase } from "../src/server/test/database";
import { startTestServer } from "../src/server/test/server";
import { collectedUser, testPassword } from "../src/server/test/users";

const overdue = Number(process.env.BENCH_OVERDUE ?? 300);
const outbox = Number(process.env.BENCH_OUTBOX ?? 50_000);
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(2);

const testDb = await createTestDatabase();
const server = await startTestServer(testDb.database);
const ctx = server.context;
try {
  console.log(`database: ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`);
  const user = await collectedUser(server, "bench_lifecycle", "advanced");

  const exportRow = await insertExport(ctx.db, { userId: user.userId, workspaceId: user.workspaceId });
  let started = performance.now();
  await buildExport(ctx, exportRow.id);
  const built = seconds(started);
  const file = await findExportFile(ctx.db, user.userId, exportRow.id);
  const { unzipSync } = await import("fflate");
  const files = Object.keys(unzipSync(file!.file!));
  console.log(`export: ${built} s, ${(file!.file!.length / 1024).toFixed(1)} KB, ${files.length} files`);

  const now = new Date();
  const ownerRows = Array.from({ length: overdue }, (_, i) => ({
    id: `bench_owner_${i}_${randomUUID()}`,
    name: `Pessoa ${i}`,
    email: `bench.${i}.${randomUUID().slice(0, 8)}@exemplo.com.br`,
    emailVerified: true,
  }));
  await ctx.db.insert(users).values(ownerRows);
  const spaces = await ctx.db
    .insert(workspaces)
    .values(ownerRows.map((owner) => ({ name: owner.name })))
    .returning({ id: workspaces.id });
  await ctx.db
    .insert(workspaceMembers)
    .values(spaces.map((space, i) => ({ workspaceId: space.id, userId: ownerRows[i]!.id, role: "owner" as const })));
  await ctx.db
    .insert(workspaceDunning)
    .values(spaces.map((space) => ({ workspaceId: space.id, overdueSince: new Date(now.getTime() - 7 * 86_400_000) })));
  started = performance.now();
  const outcomes = await advanceDunning(ctx, now);
  const suspended = Object.values(outcomes).filter((step) => step === "suspended").length;
  console.log(`dunning step: ${overdue} overdue workspaces in ${seconds(started)} s (${suspended} suspended)`);

  started = performance.now();
  const deleted = await user.client.post("/api/lifecycle/account/delete", { email: user.email, password: testPassword });
  console.log(`account deletion: HTTP ${deleted.status} in ${seconds(started)} s`);

  const old = new Date(now.getTime() - 400 * 86_400_000);
  for (let start = 0; start < outbox; start += 5000) {
    const batch = Math.min(5000, outbox - start);
    await ctx.db.insert(outboxEmails).values(
      Array.from({ length: batch }, () => ({
        to: "x@exemplo.com.br",
        from: "a@inteligram.com.br",
        subject: "s",
        html: "h",
        text: "t",
        createdAt: old,
      })),
    );
  }
  started = performance.now();
  const purged = await purgeExpiredRecords(ctx, now);
  console.log(
    `retention purge: ${purged.outboxEmails} outbox e-mails (and ${purged.sessions} sessions) in ${seconds(started)} s`,
  );
} finally {
  await server.stop();
  await testDb.database.close();
  await testDb.destroy();
}
