import { rmSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createTestDatabase, queryRows } from "../../test/database";
import { migrationsBefore } from "../../test/migrations";
import { migrateDatabase } from "../../db/client";
import { listActiveAccounts, countActiveAccounts } from "../social-accounts/accounts.queries";
import { listActiveCompetitors } from "./competitors.queries";

// The competitors migration on a database filled through the migration before it: every account
// already connected stays an own account (listed and counted as before, never a competitor), and
// existing subscriptions and sandbox records carry no add-on.
describe("migration competitors", () => {
  it("keeps every existing account an own account and every subscription without add-ons", async () => {
    const folder = migrationsBefore("competitors");
    const database = await createTestDatabase({ migrationsFolder: folder });
    try {
      const db = database.database.db;
      const ws = "66666666-6666-4666-8666-666666666666";
      await queryRows(db, `insert into workspaces (id, name) values ('${ws}', 'Loja antiga')`);
      await queryRows(
        db,
        `insert into social_media_profiles (workspace_id, platform_user_id, username, is_active) values
         ('${ws}', 'manual_loja_antiga', 'loja_antiga', true), ('${ws}', 'manual_loja_velha', 'loja_velha', false)`,
      );
      await queryRows(
        db,
        `insert into subscriptions (workspace_id, status, plan_type, provider, stripe_subscription_id) values ('${ws}', 'active', 'basic', 'sandbox', 'sub_antiga')`,
      );
      await queryRows(
        db,
        `insert into sandbox_subscriptions (id, workspace_id, customer_id, plan_type, status, current_period_end) values ('sub_antiga', '${ws}', 'cus_x', 'basic', 'active', now() + interval '20 days')`,
      );
      await queryRows(
        db,
        `insert into sandbox_checkouts (id, workspace_id, email, plan_type, amount, success_url, cancel_url) values ('cs_antiga', '${ws}', 'a@b.com', 'basic', 2990, 'http://x', 'http://y')`,
      );

      await migrateDatabase(database.database);

      expect(await queryRows(db, "select username, kind from social_media_profiles order by username")).toEqual([
        { username: "loja_antiga", kind: "own" },
        { username: "loja_velha", kind: "own" },
      ]);
      expect((await listActiveAccounts(db, ws)).map((row) => row.account.username)).toEqual(["loja_antiga"]);
      expect(await countActiveAccounts(db, ws)).toBe(1);
      expect(await listActiveCompetitors(db, ws)).toEqual([]);
      expect(await queryRows(db, "select competitor_addons from subscriptions")).toEqual([{ competitor_addons: 0 }]);
      expect(await queryRows(db, "select competitor_addons from sandbox_subscriptions")).toEqual([{ competitor_addons: 0 }]);
      expect(await queryRows(db, "select kind, description from sandbox_checkouts")).toEqual([
        { kind: "subscription", description: null },
      ]);
    } finally {
      await database.database.close();
      await database.destroy();
      rmSync(folder, { recursive: true, force: true });
    }
    // Two migration runs on a fresh database: slow on a loaded machine.
  }, 120_000);
});
