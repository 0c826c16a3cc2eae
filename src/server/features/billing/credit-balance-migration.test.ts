import { rmSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { migrateDatabase } from "../../db/client";
import { createSandboxPayments } from "../../integrations/payments/sandbox";
import { createTestDatabase, queryRows } from "../../test/database";
import { migrationsBefore } from "../../test/migrations";

// The sandbox's credit balance migration on a database filled through the migration before it:
// the sandbox's subscriptions and invoices stay as they were, their customers start without
// credit, and the next renewal charges the full price.
describe("migration sandbox_credit_balance", () => {
  it("keeps the sandbox's records and starts every customer without credit", async () => {
    const folder = migrationsBefore("sandbox_credit_balance");
    const database = await createTestDatabase({ migrationsFolder: folder });
    try {
      const db = database.database.db;
      const ws = "77777777-7777-4777-8777-777777777777";
      const customer = `cus_sandbox_${ws}`;
      await queryRows(db, `insert into workspaces (id, name) values ('${ws}', 'Loja antiga')`);
      await queryRows(
        db,
        `insert into sandbox_subscriptions (id, workspace_id, customer_id, plan_type, status, current_period_end) values ('sub_antiga', '${ws}', '${customer}', 'advanced', 'active', now() + interval '20 days')`,
      );
      await queryRows(
        db,
        `insert into sandbox_invoices (id, subscription_id, workspace_id, description, amount, status) values ('in_antiga', 'sub_antiga', '${ws}', 'Assinatura Inteligram Go (mensal)', 7990, 'paid')`,
      );

      await migrateDatabase(database.database);

      expect(await queryRows(db, "select id, plan_type, status from sandbox_subscriptions")).toEqual([
        { id: "sub_antiga", plan_type: "advanced", status: "active" },
      ]);
      expect(await queryRows(db, "select id, amount, status from sandbox_invoices")).toEqual([
        { id: "in_antiga", amount: 7990, status: "paid" },
      ]);
      const sandbox = createSandboxPayments({ db, appUrl: "http://localhost:3000", deliver: async () => {} });
      expect(await sandbox.port.retrieveCreditBalance(customer)).toEqual({ available: 0, currency: "brl", entries: [] });
      const renewal = await sandbox.renewNow(ws);
      expect(await queryRows(db, `select amount from sandbox_invoices where id = '${renewal!.invoiceId}'`)).toEqual([
        { amount: 7990 },
      ]);
    } finally {
      await database.database.close();
      await database.destroy();
      rmSync(folder, { recursive: true, force: true });
    }
    // Two migration runs on a fresh database: slow on a loaded machine.
  }, 120_000);
});
