import { createHmac } from "node:crypto";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../app/bootstrap";
import { createInstagram } from "../../integrations/networks/instagram/index";
import { createTestDatabase, queryRows, type TestDatabase } from "../../test/database";
import { migrationsBefore, migrationsUpTo } from "../../test/migrations";
import { createTestEnv, startTestServer } from "../../test/server";
import { migrateDatabase } from "../client";

// Migrations 0007 (workspaces) and 0008 (history by day) on a database filled through
// migrations 0000-0006 with two customers' data: afterwards each owns one workspace holding
// exactly their rows, reads the same dashboard, plan, payments and onboarding data through the
// API as before, and finds what was collected in the day tables.

const env = createTestEnv();
const now = new Date();
const day = 24 * 3600_000;

const sqlText = (value: unknown) => (value === null ? "null" : `'${String(value).replace(/'/g, "''")}'`);
const sqlJson = (value: unknown) => `${sqlText(JSON.stringify(value))}::jsonb`;

type Customer = {
  userId: string;
  name: string;
  email: string;
  token: string;
  company: { accountType: "business" | "personal"; companyName: string | null; ownerName: string | null };
  goals: string[];
  plan: string;
  username: string;
  invoiceAmount: number;
};

const customers: Customer[] = [
  {
    userId: "user_ana",
    name: "Ana Lima",
    email: "ana@exemplo.com.br",
    token: "token-ana-0001",
    company: { accountType: "business", companyName: "Ana Cosméticos Ltda", ownerName: null },
    goals: ["growth", "sales"],
    plan: "advanced",
    username: "ana_cosmeticos",
    invoiceAmount: 7990,
  },
  {
    userId: "user_bruno",
    name: "Bruno Souza",
    email: "bruno@exemplo.com.br",
    token: "token-bruno-0002",
    company: { accountType: "personal", companyName: null, ownerName: "Bruno Souza" },
    goals: ["engagement"],
    plan: "basic",
    username: "bruno_fotografia",
    invoiceAmount: 2990,
  },
];

/** The rows a customer had before workspaces, written as migration 0006's schema has them. */
async function fillAsBefore(customer: Customer) {
  const { profile } = await createInstagram(env).publicProfiles.fetchProfile({ username: customer.username, postsLimit: 30, now });
  const u = sqlText(customer.userId);
  const accountId = `'${customer.userId === "user_ana" ? "11111111-1111-4111-8111-111111111111" : "22222222-2222-4222-8222-222222222222"}'`;
  const subscriptionId = customer.userId === "user_ana" ? "33333333-3333-4333-8333-333333333333" : "44444444-4444-4444-8444-444444444444";
  const indicator = sqlJson({ value: 1.5, score: 30, sufficient: true });
  return [
    `insert into users (id, name, email, email_verified) values (${u}, ${sqlText(customer.name)}, ${sqlText(customer.email)}, true)`,
    `insert into sessions (id, user_id, token, expires_at) values (${sqlText(`s_${customer.userId}`)}, ${u}, ${sqlText(customer.token)}, ${sqlText(new Date(now.getTime() + 7 * day).toISOString())})`,
    `insert into profiles (user_id, account_type, company_name, owner_name, legal_document, email, phone)
       values (${u}, ${sqlText(customer.company.accountType)}, ${sqlText(customer.company.companyName)}, ${sqlText(customer.company.ownerName)}, '11.222.333/0001-81', ${sqlText(customer.email)}, '(11) 98765-4321')`,
    ...customer.goals.map((goal) => `insert into business_goals (user_id, goal_type) values (${u}, ${sqlText(goal)})`),
    `insert into subscriptions (id, user_id, status, plan_type, provider, stripe_subscription_id, stripe_customer_id, current_period_end)
       values ('${subscriptionId}', ${u}, 'active', ${sqlText(customer.plan)}, 'sandbox', ${sqlText(`sub_${customer.userId}`)}, ${sqlText(`cus_sandbox_${customer.userId}`)}, ${sqlText(new Date(now.getTime() + 20 * day).toISOString())})`,
    `insert into payment_history (user_id, provider_invoice_id, subscription_id, description, status, amount)
       values (${u}, ${sqlText(`in_${customer.userId}`)}, '${subscriptionId}', 'Assinatura', 'succeeded', ${customer.invoiceAmount})`,
    `insert into sandbox_subscriptions (id, user_id, customer_id, plan_type, status, current_period_end)
       values (${sqlText(`sub_${customer.userId}`)}, ${u}, ${sqlText(`cus_sandbox_${customer.userId}`)}, ${sqlText(customer.plan)}, 'active', ${sqlText(new Date(now.getTime() + 20 * day).toISOString())})`,
    `insert into social_media_profiles (id, user_id, platform_user_id, username, username_manual_insert, display_name, connection_type, data_source, followers_count)
       values (${accountId}, ${u}, ${sqlText(`manual_${customer.username}`)}, ${sqlText(customer.username)}, ${sqlText(customer.username)}, ${sqlText(customer.username)}, 'manual', 'demo', ${profile.followersCount})`,
    `insert into instagram_profile_analytics (user_id, social_profile_id, username, source, profile_data, last_updated)
       values (${u}, ${accountId}, ${sqlText(customer.username)}, 'demo', ${sqlJson(profile)}, ${sqlText(now.toISOString())})`,
    `insert into follower_snapshots (user_id, social_profile_id, followers_count, follows_count, posts_count, captured_at)
       values (${u}, ${accountId}, ${profile.followersCount - 10}, 1, 2, ${sqlText(new Date(now.getTime() - 2 * day).toISOString())}),
              (${u}, ${accountId}, ${profile.followersCount}, 1, 2, ${sqlText(now.toISOString())})`,
    `insert into instagram_advanced_metrics (user_id, social_profile_id, comment_like_ratio, view_retention_rate, engagement_consistency,
       hashtag_density, hashtag_diversity_score, peak_performance_hour, posting_consistency_score, growth_trend_score, authority_index,
       networking_score, niche_indicator, video_content_ratio, created_at, updated_at)
       values (${u}, ${accountId}, ${Array(12).fill(indicator).join(", ")}, ${sqlText(now.toISOString())}, ${sqlText(now.toISOString())})`,
    `insert into collection_runs (user_id, social_profile_id, status, finished_at) values (${u}, ${accountId}, 'succeeded', ${sqlText(now.toISOString())})`,
  ];
}

let testDb: TestDatabase;
let server: RunningServer;
let folder: string;

beforeAll(async () => {
  folder = migrationsUpTo("0006_data_deletion_requests");
  testDb = await createTestDatabase({ migrationsFolder: folder });
  for (const customer of customers) {
    for (const statement of await fillAsBefore(customer)) await queryRows(testDb.database.db, statement);
  }
  await migrateDatabase(testDb.database);
  server = await startTestServer(testDb.database, { env });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await testDb?.database.close();
  await testDb?.destroy();
  rmSync(folder, { recursive: true, force: true });
});

/** A request with the customer's session cookie, signed as better-auth signs it. */
function requestAs(customer: Customer, pathname: string) {
  const signature = createHmac("sha256", env.AUTH_SECRET).update(customer.token).digest("base64");
  const cookie = `inteligram.session_token=${encodeURIComponent(`${customer.token}.${signature}`)}`;
  return server.app.request(pathname, { headers: { cookie } });
}

async function readAs<T>(customer: Customer, pathname: string) {
  const response = await requestAs(customer, pathname);
  expect(response.status, pathname).toBe(200);
  return (await response.json()) as T;
}

describe("migration 0007: workspaces", () => {
  it("makes each user the owner of one workspace named after their company or themselves", async () => {
    const rows = await queryRows<{ user_id: string; role: string; name: string }>(
      testDb.database.db,
      "select m.user_id, m.role, w.name from workspace_members m join workspaces w on w.id = m.workspace_id order by m.user_id",
    );
    expect(rows).toEqual([
      { user_id: "user_ana", role: "owner", name: "Ana Cosméticos Ltda" },
      { user_id: "user_bruno", role: "owner", name: "Bruno Souza" },
    ]);
  });

  it("moves every row of a user into their workspace, losing none", async () => {
    const tables = [
      "profiles",
      "business_goals",
      "subscriptions",
      "payment_history",
      "social_media_profiles",
      "instagram_profile_analytics",
      "follower_snapshots",
      "instagram_advanced_metrics",
      "collection_runs",
    ];
    for (const table of tables) {
      const counts = await queryRows<{ user_id: string; n: number }>(
        testDb.database.db,
        `select m.user_id, count(*)::int as n from "${table}" t join workspace_members m on m.workspace_id = t.workspace_id group by m.user_id order by m.user_id`,
      );
      const expected = table === "business_goals" ? [2, 1] : table === "follower_snapshots" ? [2, 2] : [1, 1];
      expect(counts, table).toEqual([
        { user_id: "user_ana", n: expected[0] },
        { user_id: "user_bruno", n: expected[1] },
      ]);
    }
    const sandbox = await queryRows<{ workspace_id: string; user_id: string }>(
      testDb.database.db,
      "select s.workspace_id, m.user_id from sandbox_subscriptions s join workspace_members m on m.workspace_id::text = s.workspace_id order by m.user_id",
    );
    expect(sandbox.map((row) => row.user_id)).toEqual(["user_ana", "user_bruno"]);
  });

  it("moves what was collected into the day tables: snapshots as days, the latest posts as posts", async () => {
    const days = await queryRows<{ social_profile_id: string; n: number }>(
      testDb.database.db,
      "select social_profile_id, count(*)::int as n from account_days group by social_profile_id order by social_profile_id",
    );
    // Two snapshots two days apart: two days per account.
    expect(days.map((row) => row.n)).toEqual([2, 2]);
    for (const customer of customers) {
      const analytics = await readAs<{ metrics: { posts: { value: number } }; followersSeries: unknown[] }>(
        customer,
        "/api/analytics?period=90d",
      );
      const [collected] = await queryRows<{ n: number }>(
        testDb.database.db,
        `select jsonb_array_length(a.profile_data->'latestPosts')::int as n from instagram_profile_analytics a
         join workspace_members m on m.workspace_id = a.workspace_id where m.user_id = '${customer.userId}'`,
      );
      const [moved] = await queryRows<{ n: number }>(
        testDb.database.db,
        `select count(*)::int as n from posts p join workspace_members m on m.workspace_id = p.workspace_id where m.user_id = '${customer.userId}'`,
      );
      expect(moved!.n).toBe(collected!.n);
      expect(analytics.followersSeries).toHaveLength(2);
    }
  });

  it("shows each of them what they saw before: dashboard, plan, payments and onboarding", async () => {
    for (const customer of customers) {
      const dashboard = await readAs<{
        companyName: string | null;
        accounts: { username: string }[];
        analytics: { profile: { username: string } };
        indicators: { values: { authority_index: { score: number } } };
      }>(customer, "/api/dashboard");
      expect(dashboard.companyName).toBe(customer.company.companyName);
      expect(dashboard.accounts.map((account) => account.username)).toEqual([customer.username]);
      expect(dashboard.analytics.profile.username).toBe(customer.username);
      expect(dashboard.indicators.values.authority_index.score).toBe(30);

      const plan = await readAs<{ subscription: { planType: string; status: string } }>(customer, "/api/billing/subscription");
      expect(plan.subscription).toMatchObject({ planType: customer.plan, status: "active" });
      const payments = await readAs<{ payments: { amount: number }[] }>(customer, "/api/billing/payments");
      expect(payments.payments.map((payment) => payment.amount)).toEqual([customer.invoiceAmount]);
      const onboarding = await readAs<{ step: string; goals: string[] }>(customer, "/api/onboarding");
      expect(onboarding.step).toBe("done");
      expect([...onboarding.goals].sort()).toEqual([...customer.goals].sort());
    }
  });
});

describe("migration 0009: one live subscription per workspace", () => {
  it("keeps every duplicate a workspace already had, the newest as its plan and the others superseded", async () => {
    const upTo0008 = migrationsUpTo("0008_history_by_day");
    const database = await createTestDatabase({ migrationsFolder: upTo0008 });
    try {
      const db = database.database.db;
      await queryRows(db, `insert into workspaces (id, name) values ('55555555-5555-4555-8555-555555555555', 'Duas abas')`);
      await queryRows(
        db,
        `insert into subscriptions (workspace_id, status, plan_type, provider, stripe_subscription_id, created_at) values
         ('55555555-5555-4555-8555-555555555555', 'active', 'basic', 'sandbox', 'sub_older', now() - interval '1 hour'),
         ('55555555-5555-4555-8555-555555555555', 'active', 'sparks_pro', 'sandbox', 'sub_newer', now())`,
      );
      await migrateDatabase(database.database);
      const rows = await queryRows<{ stripe_subscription_id: string; superseded: boolean }>(
        db,
        "select stripe_subscription_id, superseded_at is not null as superseded from subscriptions order by created_at",
      );
      expect(rows).toEqual([
        { stripe_subscription_id: "sub_older", superseded: true },
        { stripe_subscription_id: "sub_newer", superseded: false },
      ]);
    } finally {
      await database.database.close();
      await database.destroy();
      rmSync(upTo0008, { recursive: true, force: true });
    }
  });
});

describe("migration member_current_account: each person's own account choice", () => {
  it("gives every existing member the account the workspace showed them, and nothing to a workspace without one", async () => {
    const before = migrationsBefore("member_current_account");
    const database = await createTestDatabase({ migrationsFolder: before });
    try {
      const db = database.database.db;
      const team = "66666666-6666-4666-8666-666666666666";
      const empty = "77777777-7777-4777-8777-777777777777";
      await queryRows(
        db,
        `insert into users (id, name, email, email_verified) values
         ('u_owner', 'Dona', 'dona@exemplo.com.br', true), ('u_member', 'Membro', 'membro@exemplo.com.br', true),
         ('u_alone', 'Sozinha', 'sozinha@exemplo.com.br', true)`,
      );
      await queryRows(db, `insert into workspaces (id, name) values ('${team}', 'Equipe'), ('${empty}', 'Vazio')`);
      await queryRows(
        db,
        `insert into workspace_members (workspace_id, user_id, role) values
         ('${team}', 'u_owner', 'owner'), ('${team}', 'u_member', 'member'), ('${empty}', 'u_alone', 'owner')`,
      );
      // The workspace showed its newest updated active own account: not the disconnected one, nor a competitor.
      await queryRows(
        db,
        `insert into social_media_profiles (id, workspace_id, platform_user_id, username, kind, is_active, updated_at) values
         ('aaaaaaaa-0000-4000-8000-000000000001', '${team}', 'manual_antiga', 'antiga', 'own', true, now() - interval '2 days'),
         ('aaaaaaaa-0000-4000-8000-000000000002', '${team}', 'manual_vista', 'vista', 'own', true, now() - interval '1 day'),
         ('aaaaaaaa-0000-4000-8000-000000000003', '${team}', 'manual_desligada', 'desligada', 'own', false, now()),
         ('aaaaaaaa-0000-4000-8000-000000000004', '${team}', 'concorrente', 'concorrente', 'competitor', true, now())`,
      );
      await migrateDatabase(database.database);
      const rows = await queryRows<{ user_id: string; current_account_id: string | null }>(
        db,
        "select user_id, current_account_id from workspace_members order by user_id",
      );
      expect(rows).toEqual([
        { user_id: "u_alone", current_account_id: null },
        { user_id: "u_member", current_account_id: "aaaaaaaa-0000-4000-8000-000000000002" },
        { user_id: "u_owner", current_account_id: "aaaaaaaa-0000-4000-8000-000000000002" },
      ]);
      // Deleting the chosen account (Meta's data-deletion callback) leaves no dangling choice.
      await queryRows(db, "delete from social_media_profiles where id = 'aaaaaaaa-0000-4000-8000-000000000002'");
      const after = await queryRows<{ n: number }>(db, "select count(*)::int as n from workspace_members where current_account_id is not null");
      expect(after[0]!.n).toBe(0);
    } finally {
      await database.database.close();
      await database.destroy();
      rmSync(before, { recursive: true, force: true });
    }
  });
});

describe("migration network_platform: the network on every collected row", () => {
  it("keeps every row, each carrying Instagram, and makes later inserts name their network", async () => {
    const before = migrationsBefore("network_platform");
    const database = await createTestDatabase({ migrationsFolder: before });
    try {
      const db = database.database.db;
      const ws = "88888888-8888-4888-8888-888888888888";
      const account = "bbbbbbbb-0000-4000-8000-000000000001";
      const post = "bbbbbbbb-0000-4000-8000-000000000002";
      await queryRows(db, "insert into users (id, name, email, email_verified) values ('u_rede', 'Rede', 'rede@exemplo.com.br', true)");
      await queryRows(db, `insert into workspaces (id, name) values ('${ws}', 'Loja')`);
      await queryRows(db, `insert into social_media_profiles (id, workspace_id, platform_user_id, username) values ('${account}', '${ws}', 'manual_loja', 'loja')`);
      await queryRows(db, `insert into collection_runs (workspace_id, social_profile_id, status) values ('${ws}', '${account}', 'succeeded')`);
      await queryRows(db, `insert into oauth_states (user_id, workspace_id, state_hash, expires_at) values ('u_rede', '${ws}', 'hash-1', now() + interval '5 minutes')`);
      await queryRows(
        db,
        `insert into account_days (social_profile_id, day, workspace_id, followers, following, posts, collected_at) values
         ('${account}', '2026-11-01', '${ws}', 100, 10, 5, now()), ('${account}', '2026-11-02', '${ws}', 101, 10, 6, now())`,
      );
      await queryRows(
        db,
        `insert into posts (id, social_profile_id, workspace_id, media_id, type, published_at, likes, comments, last_seen_at)
         values ('${post}', '${account}', '${ws}', 'm1', 'image', now(), 3, 1, now())`,
      );
      await queryRows(db, `insert into post_days (post_id, day, workspace_id, likes, comments) values ('${post}', '2026-11-02', '${ws}', 3, 1)`);

      await migrateDatabase(database.database);

      for (const table of ["social_media_profiles", "collection_runs", "oauth_states", "account_days", "posts"]) {
        const rows = await queryRows<{ platform: string }>(db, `select platform from ${table}`);
        expect(rows.length, table).toBeGreaterThan(0);
        expect(new Set(rows.map((row) => row.platform)), table).toEqual(new Set(["instagram"]));
      }
      expect((await queryRows<{ n: number }>(db, "select count(*)::int as n from account_days"))[0]!.n).toBe(2);
      expect((await queryRows<{ n: number }>(db, "select count(*)::int as n from post_days"))[0]!.n).toBe(1);
      // No default is left: a row that does not name its network is refused.
      const refused = await queryRows(
        db,
        `insert into posts (social_profile_id, workspace_id, media_id, type, published_at, likes, comments, last_seen_at)
         values ('${account}', '${ws}', 'm2', 'image', now(), 1, 0, now())`,
      ).then(
        () => null,
        (error: Error) => error,
      );
      expect(String((refused?.cause as Error | undefined)?.message ?? refused?.message)).toMatch(/"platform".*not-null/);
    } finally {
      await database.database.close();
      await database.destroy();
      rmSync(before, { recursive: true, force: true });
    }
  });
});

describe("migration tiktok: shares per post, the refresh token's end and the granted scopes", () => {
  it("keeps every account and post, the new columns empty (not 0) on what came before", async () => {
    const before = migrationsBefore("tiktok");
    const database = await createTestDatabase({ migrationsFolder: before });
    try {
      const db = database.database.db;
      const ws = "99999999-8888-4888-8888-888888888888";
      const account = "cccccccc-0000-4000-8000-000000000001";
      await queryRows(db, `insert into workspaces (id, name) values ('${ws}', 'Loja')`);
      await queryRows(
        db,
        `insert into social_media_profiles (id, workspace_id, platform, platform_user_id, username, access_token, token_expires_at)
         values ('${account}', '${ws}', 'instagram', 'ig_1', 'loja', 'cipher', now() + interval '50 days')`,
      );
      await queryRows(
        db,
        `insert into posts (social_profile_id, workspace_id, platform, media_id, type, published_at, likes, comments, views, last_seen_at)
         values ('${account}', '${ws}', 'instagram', 'm1', 'video', now(), 3, 1, 40, now())`,
      );

      await migrateDatabase(database.database);

      const [profile] = await queryRows<{ access_token: string; refresh_token_expires_at: unknown; granted_scopes: unknown }>(
        db,
        "select access_token, refresh_token_expires_at, granted_scopes from social_media_profiles",
      );
      expect(profile).toEqual({ access_token: "cipher", refresh_token_expires_at: null, granted_scopes: null });
      const [post] = await queryRows<{ likes: number; views: number; shares: unknown }>(db, "select likes, views, shares from posts");
      expect(post).toEqual({ likes: 3, views: 40, shares: null });
    } finally {
      await database.database.close();
      await database.destroy();
      rmSync(before, { recursive: true, force: true });
    }
  });
});

describe("migration dashboard_versions_on_shown_changes: the data version follows what the dashboard shows", () => {
  it("keeps every row and version, then rises on a company name, not on a phone number", async () => {
    const before = migrationsBefore("dashboard_versions_on_shown_changes");
    const database = await createTestDatabase({ migrationsFolder: before });
    try {
      const db = database.database.db;
      const ws = "aaaaaaaa-8888-4888-8888-888888888888";
      await queryRows(db, `insert into workspaces (id, name) values ('${ws}', 'Loja')`);
      await queryRows(db, `insert into profiles (workspace_id, account_type, company_name, legal_document, email, phone) values ('${ws}', 'business', 'Loja', '11222333000181', 'a@b.com.br', '11912345678')`);
      const version = async () => (await queryRows<{ version: number }>(db, `select version::int as version from workspace_data_versions where workspace_id = '${ws}'`))[0]!.version;
      const kept = await version();

      await migrateDatabase(database.database);

      expect(await version()).toBe(kept);
      expect((await queryRows<{ n: number }>(db, "select count(*)::int as n from profiles"))[0]!.n).toBe(1);
      await queryRows(db, `update profiles set phone = '11988887777' where workspace_id = '${ws}'`);
      expect(await version()).toBe(kept);
      await queryRows(db, `update profiles set company_name = 'Loja Nova' where workspace_id = '${ws}'`);
      expect(await version()).toBeGreaterThan(kept);
    } finally {
      await database.database.close();
      await database.destroy();
      rmSync(before, { recursive: true, force: true });
    }
  });
});

describe("migration client_reports: outside recipients, opt-outs and the report's shape", () => {
  it("keeps every report, setting and delivery, and lets a delivery name a member or an outside address, never both", async () => {
    const before = migrationsBefore("client_reports");
    const database = await createTestDatabase({ migrationsFolder: before });
    try {
      const db = database.database.db;
      const team = "88888888-8888-4888-8888-888888888888";
      const account = "bbbbbbbb-0000-4000-8000-000000000001";
      await queryRows(db, `insert into users (id, name, email, email_verified) values ('u_dona', 'Dona', 'dona@exemplo.com.br', true)`);
      await queryRows(db, `insert into workspaces (id, name) values ('${team}', 'Agência')`);
      await queryRows(db, `insert into workspace_members (workspace_id, user_id, role) values ('${team}', 'u_dona', 'owner')`);
      await queryRows(db, `insert into social_media_profiles (id, workspace_id, platform, platform_user_id, username, kind) values ('${account}', '${team}', 'instagram', 'manual_loja', 'loja', 'own')`);
      await queryRows(db, `insert into report_settings (workspace_id, paused, account_ids, brand_color) values ('${team}', true, '["${account}"]'::jsonb, '#0EA5E9')`);
      await queryRows(db, `insert into report_recipients (workspace_id, user_id, enabled) values ('${team}', 'u_dona', true)`);
      await queryRows(
        db,
        `insert into reports (id, workspace_id, social_profile_id, period_preset, period_from, period_to, status, file_name)
         values ('cccccccc-0000-4000-8000-000000000001', '${team}', '${account}', '7d', '2026-11-01', '2026-11-07', 'done', 'relatorio.pdf')`,
      );
      await queryRows(
        db,
        `insert into report_deliveries (workspace_id, user_id, social_profile_id, cadence, period_from, period_to, status, report_id)
         values ('${team}', 'u_dona', '${account}', 'weekly', '2026-11-16', '2026-11-22', 'sent', 'cccccccc-0000-4000-8000-000000000001')`,
      );
      await migrateDatabase(database.database);

      expect(await queryRows(db, "select paused, account_ids, brand_color, sections, note from report_settings")).toEqual([
        { paused: true, account_ids: [account], brand_color: "#0EA5E9", sections: null, note: null },
      ]);
      expect(await queryRows(db, "select user_id, enabled from report_recipients")).toEqual([{ user_id: "u_dona", enabled: true }]);
      expect(await queryRows(db, "select file_name, sections, note from reports")).toEqual([{ file_name: "relatorio.pdf", sections: null, note: null }]);
      expect(await queryRows(db, "select user_id, email, status from report_deliveries")).toEqual([{ user_id: "u_dona", email: null, status: "sent" }]);

      // An outside address's delivery of the same period: once only.
      const outside = `insert into report_deliveries (workspace_id, email, social_profile_id, cadence, period_from, period_to)
         values ('${team}', 'cliente@exemplo.com.br', '${account}', 'weekly', '2026-11-16', '2026-11-22')`;
      await queryRows(db, outside);
      await expect(queryRows(db, outside)).rejects.toThrow();
      // Neither a member nor an address, or both: refused.
      await expect(
        queryRows(db, `insert into report_deliveries (workspace_id, social_profile_id, cadence, period_from, period_to) values ('${team}', '${account}', 'weekly', '2026-11-09', '2026-11-15')`),
      ).rejects.toThrow();
      await expect(
        queryRows(
          db,
          `insert into report_deliveries (workspace_id, user_id, email, social_profile_id, cadence, period_from, period_to) values ('${team}', 'u_dona', 'x@exemplo.com.br', '${account}', 'weekly', '2026-11-09', '2026-11-15')`,
        ),
      ).rejects.toThrow();
    } finally {
      await database.database.close();
      await database.destroy();
      rmSync(before, { recursive: true, force: true });
    }
  });
});

describe("migration roles_and_account_access: roles and members limited to some accounts", () => {
  it("keeps every membership, a member becoming an editor, and grants only an account of the member's workspace", async () => {
    const before = migrationsBefore("roles_and_account_access");
    const database = await createTestDatabase({ migrationsFolder: before });
    try {
      const db = database.database.db;
      const ws = "99999999-9999-4999-8999-999999999999";
      const other = "99999999-9999-4999-8999-999999999998";
      const account = "cccccccc-0000-4000-8000-000000000001";
      const foreign = "cccccccc-0000-4000-8000-000000000002";
      await queryRows(
        db,
        `insert into users (id, name, email, email_verified) values
         ('r_owner', 'Dona', 'dona-r@exemplo.com.br', true), ('r_member', 'Membro', 'membro-r@exemplo.com.br', true),
         ('r_other', 'Outra', 'outra-r@exemplo.com.br', true)`,
      );
      await queryRows(db, `insert into workspaces (id, name) values ('${ws}', 'Agência'), ('${other}', 'Outra')`);
      await queryRows(
        db,
        `insert into workspace_members (workspace_id, user_id, role) values
         ('${ws}', 'r_owner', 'owner'), ('${ws}', 'r_member', 'member'), ('${other}', 'r_other', 'owner')`,
      );
      await queryRows(
        db,
        `insert into social_media_profiles (id, workspace_id, platform_user_id, username, platform) values
         ('${account}', '${ws}', 'manual_a', 'a', 'instagram'), ('${foreign}', '${other}', 'manual_b', 'b', 'instagram')`,
      );
      await queryRows(
        db,
        `insert into workspace_invitations (workspace_id, email, token_hash, invited_by, expires_at)
         values ('${ws}', 'convidada@exemplo.com.br', 'hash-r', 'r_owner', now() + interval '7 days')`,
      );
      await queryRows(db, `insert into api_keys (workspace_id, name, prefix, key_hash) values ('${ws}', 'Antiga', 'igk_abcdefgh', 'x')`);

      await migrateDatabase(database.database);

      const members = await queryRows<{ user_id: string; role: string; account_access: string }>(
        db,
        "select user_id, role, account_access from workspace_members order by user_id",
      );
      expect(members).toEqual([
        { user_id: "r_member", role: "editor", account_access: "all" },
        { user_id: "r_other", role: "owner", account_access: "all" },
        { user_id: "r_owner", role: "owner", account_access: "all" },
      ]);
      const invitations = await queryRows<{ role: string; account_ids: string[] | null }>(db, "select role, account_ids from workspace_invitations");
      expect(invitations).toEqual([{ role: "editor", account_ids: null }]);
      expect(await queryRows(db, "select name, created_by from api_keys")).toEqual([{ name: "Antiga", created_by: null }]);

      const refusal = (statement: string) =>
        queryRows(db, statement).then(
          () => "accepted",
          (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
        );
      // 'member' is no longer a role.
      expect(await refusal(`update workspace_members set role = 'member' where user_id = 'r_member'`)).toMatch(/workspace_members_role_check/);
      // A grant names an account of the member's own workspace.
      expect(await refusal(`insert into workspace_member_accounts (workspace_id, user_id, account_id) values ('${ws}', 'r_member', '${account}')`)).toBe("accepted");
      expect(await refusal(`insert into workspace_member_accounts (workspace_id, user_id, account_id) values ('${ws}', 'r_member', '${foreign}')`)).toMatch(
        /workspace_member_accounts_account_fk/,
      );
      // Leaving the team removes the grants.
      await queryRows(db, `delete from workspace_members where user_id = 'r_member'`);
      expect((await queryRows<{ n: number }>(db, "select count(*)::int as n from workspace_member_accounts"))[0]!.n).toBe(0);
    } finally {
      await database.database.close();
      await database.destroy();
      rmSync(before, { recursive: true, force: true });
    }
  });
});

describe("migration post_duration: a video's duration kept with the post", () => {
  it("fills it from the account's latest collection, and leaves a post it does not list without one", async () => {
    const before = migrationsBefore("post_duration");
    const database = await createTestDatabase({ migrationsFolder: before });
    try {
      const db = database.database.db;
      const ws = "bbbbbbbb-8888-4888-8888-888888888888";
      const account = "dddddddd-0000-4000-8000-000000000001";
      await queryRows(db, `insert into workspaces (id, name) values ('${ws}', 'Loja')`);
      await queryRows(db, `insert into social_media_profiles (id, workspace_id, platform, platform_user_id, username) values ('${account}', '${ws}', 'tiktok', 'tt_1', 'loja')`);
      for (const media of ["v1", "v2"]) {
        await queryRows(
          db,
          `insert into posts (social_profile_id, workspace_id, platform, media_id, type, published_at, likes, comments, views, shares, last_seen_at)
           values ('${account}', '${ws}', 'tiktok', '${media}', 'video', now(), 3, 1, 40, 2, now())`,
        );
      }
      const profile = { username: "loja", latestPosts: [{ id: "v1", videoDuration: 42.5 }] };
      await queryRows(
        db,
        `insert into instagram_profile_analytics (workspace_id, social_profile_id, username, source, profile_data, last_updated)
         values ('${ws}', '${account}', 'loja', 'demo', '${JSON.stringify(profile)}'::jsonb, now())`,
      );

      await migrateDatabase(database.database);

      const rows = await queryRows<{ media_id: string; duration: number | null; shares: number }>(db, "select media_id, duration, shares from posts order by media_id");
      expect(rows).toEqual([
        { media_id: "v1", duration: 42.5, shares: 2 },
        { media_id: "v2", duration: null, shares: 2 },
      ]);
    } finally {
      await database.database.close();
      await database.destroy();
      rmSync(before, { recursive: true, force: true });
    }
  });
});

describe("migration membership_endings: the notice of a team someone no longer belongs to", () => {
  it("keeps every membership, and an ending goes with its person", async () => {
    const before = migrationsBefore("membership_endings");
    const database = await createTestDatabase({ migrationsFolder: before });
    try {
      const db = database.database.db;
      const ws = "cccccccc-8888-4888-8888-888888888888";
      await queryRows(db, `insert into workspaces (id, name) values ('${ws}', 'Loja')`);
      for (const user of ["user_owner", "user_member"]) {
        await queryRows(db, `insert into users (id, name, email, email_verified) values ('${user}', '${user}', '${user}@exemplo.com.br', true)`);
      }
      await queryRows(db, `insert into workspace_members (workspace_id, user_id, role) values ('${ws}', 'user_owner', 'owner'), ('${ws}', 'user_member', 'viewer')`);

      await migrateDatabase(database.database);

      expect(await queryRows(db, "select user_id, role from workspace_members order by user_id")).toEqual([
        { user_id: "user_member", role: "viewer" },
        { user_id: "user_owner", role: "owner" },
      ]);
      await queryRows(db, `insert into membership_endings (user_id, reason, workspace_name) values ('user_member', 'removed', 'Loja')`);
      await expect(queryRows(db, `insert into membership_endings (user_id, reason, workspace_name) values ('user_member', 'left', 'Loja')`)).rejects.toThrow();
      await queryRows(db, "delete from users where id = 'user_member'");
      expect(await queryRows(db, "select count(*)::int as n from membership_endings")).toEqual([{ n: 0 }]);
    } finally {
      await database.database.close();
      await database.destroy();
      rmSync(before, { recursive: true, force: true });
    }
  });
});

describe("migration report_recipient_generation: unsubscribe links name the choice they were sent in", () => {
  it("keeps every member's choice, each in the first generation", async () => {
    const before = migrationsBefore("report_recipient_generation");
    const database = await createTestDatabase({ migrationsFolder: before });
    try {
      const db = database.database.db;
      const ws = "dddddddd-8888-4888-8888-888888888888";
      await queryRows(db, `insert into workspaces (id, name) values ('${ws}', 'Loja')`);
      for (const user of ["user_on", "user_off"]) {
        await queryRows(db, `insert into users (id, name, email, email_verified) values ('${user}', '${user}', '${user}@exemplo.com.br', true)`);
      }
      await queryRows(db, `insert into report_recipients (workspace_id, user_id, enabled) values ('${ws}', 'user_on', true), ('${ws}', 'user_off', false)`);

      await migrateDatabase(database.database);

      expect(await queryRows(db, "select user_id, enabled, generation from report_recipients order by user_id")).toEqual([
        { user_id: "user_off", enabled: false, generation: 0 },
        { user_id: "user_on", enabled: true, generation: 0 },
      ]);
    } finally {
      await database.database.close();
      await database.destroy();
      rmSync(before, { recursive: true, force: true });
    }
  });
});

describe("migration owner_insights: the owner's insights in their own tables", () => {
  it("moves every insight figure account_days and post_days held, keeps every day and post, and drops those columns", async () => {
    const before = migrationsBefore("owner_insights");
    const database = await createTestDatabase({ migrationsFolder: before });
    try {
      const db = database.database.db;
      const ws = "eeeeeeee-8888-4888-8888-888888888888";
      const account = "eeeeeeee-0000-4000-8000-000000000001";
      const post = "eeeeeeee-0000-4000-8000-000000000002";
      await queryRows(db, `insert into workspaces (id, name) values ('${ws}', 'Loja')`);
      await queryRows(db, `insert into social_media_profiles (id, workspace_id, platform, platform_user_id, username, connection_type, data_source) values ('${account}', '${ws}', 'instagram', '1784', 'loja', 'oauth', 'graph')`);
      // Three days: one read long after it ended (settled), one read the next evening (not yet),
      // one with followers only.
      await queryRows(
        db,
        `insert into account_days (social_profile_id, day, workspace_id, platform, followers, following, posts, reach, views, accounts_engaged, total_interactions, clicks, collected_at) values
         ('${account}', '2026-10-01', '${ws}', 'instagram', 1000, 10, 5, 420, 900, 33, 51, 7, '2026-10-05T12:00:00Z'),
         ('${account}', '2026-10-02', '${ws}', 'instagram', 1002, 10, 5, 380, null, null, null, null, '2026-10-03T23:00:00Z'),
         ('${account}', '2026-10-03', '${ws}', 'instagram', 1003, 10, 6, null, null, null, null, null, '2026-10-03T23:00:00Z')`,
      );
      await queryRows(
        db,
        `insert into posts (id, social_profile_id, workspace_id, platform, media_id, type, published_at, likes, comments, last_seen_at)
         values ('${post}', '${account}', '${ws}', 'instagram', 'm1', 'image', '2026-10-01T15:00:00Z', 40, 3, '2026-10-03T23:00:00Z')`,
      );
      await queryRows(
        db,
        `insert into post_days (post_id, day, workspace_id, likes, comments, reach, saved) values
         ('${post}', '2026-10-01', '${ws}', 30, 2, 700, 12), ('${post}', '2026-10-02', '${ws}', 40, 3, null, null)`,
      );

      await migrateDatabase(database.database);

      expect(await queryRows(db, "select day::text, followers from account_days order by day")).toEqual([
        { day: "2026-10-01", followers: 1000 },
        { day: "2026-10-02", followers: 1002 },
        { day: "2026-10-03", followers: 1003 },
      ]);
      expect(
        await queryRows(
          db,
          "select day::text, reach, views, accounts_engaged, total_interactions, profile_links_taps, settled, read_at = collected_at as read_when_collected from account_insight_days join account_days using (social_profile_id, day) order by day",
        ),
      ).toEqual([
        { day: "2026-10-01", reach: 420, views: 900, accounts_engaged: 33, total_interactions: 51, profile_links_taps: 7, settled: true, read_when_collected: true },
        { day: "2026-10-02", reach: 380, views: null, accounts_engaged: null, total_interactions: null, profile_links_taps: null, settled: false, read_when_collected: true },
      ]);
      expect(await queryRows(db, "select day::text, likes, comments from post_days order by day")).toEqual([
        { day: "2026-10-01", likes: 30, comments: 2 },
        { day: "2026-10-02", likes: 40, comments: 3 },
      ]);
      expect(await queryRows(db, "select day::text, reach, saved, unavailable_reason from post_insight_days")).toEqual([
        { day: "2026-10-01", reach: 700, saved: 12, unavailable_reason: null },
      ]);
      const columns = await queryRows<{ table_name: string; column_name: string }>(
        db,
        `select table_name, column_name from information_schema.columns
         where (table_name = 'account_days' and column_name in ('reach', 'views', 'accounts_engaged', 'total_interactions', 'clicks', 'audience', 'online_followers'))
            or (table_name = 'post_days' and column_name in ('reach', 'saved'))`,
      );
      expect(columns).toEqual([]);
    } finally {
      await database.database.close();
      await database.destroy();
      rmSync(before, { recursive: true, force: true });
    }
  });
});

describe("migration clients: clients and their report links beside what is there", () => {
  it("keeps every invitation, limited to accounts or not, with no client, and lets an account join one client only", async () => {
    const before = migrationsBefore("clients");
    const database = await createTestDatabase({ migrationsFolder: before });
    try {
      const db = database.database.db;
      const ws = "ffffffff-9999-4999-8999-999999999999";
      const account = "ffffffff-0000-4000-8000-000000000001";
      await queryRows(db, `insert into workspaces (id, name) values ('${ws}', 'Agência')`);
      await queryRows(db, `insert into social_media_profiles (id, workspace_id, platform, platform_user_id, username) values ('${account}', '${ws}', 'instagram', 'manual_c', 'doceria')`);
      await queryRows(
        db,
        `insert into workspace_invitations (workspace_id, email, token_hash, expires_at, role, account_ids) values
         ('${ws}', 'toda@exemplo.com.br', 'hash-all', now() + interval '7 days', 'viewer', null),
         ('${ws}', 'uma@exemplo.com.br', 'hash-one', now() + interval '7 days', 'editor', array['${account}']::uuid[])`,
      );

      await migrateDatabase(database.database);

      expect(await queryRows(db, "select email, role, account_ids, client_ids from workspace_invitations order by email")).toEqual([
        { email: "toda@exemplo.com.br", role: "viewer", account_ids: null, client_ids: null },
        { email: "uma@exemplo.com.br", role: "editor", account_ids: [account], client_ids: null },
      ]);
      const [first] = await queryRows<{ id: string }>(db, `insert into clients (workspace_id, name) values ('${ws}', 'Doceria Lua') returning id`);
      const [second] = await queryRows<{ id: string }>(db, `insert into clients (workspace_id, name) values ('${ws}', 'Padaria Sol') returning id`);
      await queryRows(db, `insert into client_accounts (workspace_id, client_id, account_id) values ('${ws}', '${first!.id}', '${account}')`);
      await expect(queryRows(db, `insert into client_accounts (workspace_id, client_id, account_id) values ('${ws}', '${second!.id}', '${account}')`)).rejects.toThrow();
    } finally {
      await database.database.close();
      await database.destroy();
      rmSync(before, { recursive: true, force: true });
    }
  });
});

describe("migration facebook_token_end_warning: one warning per Facebook token end", () => {
  it("keeps every connection and its token, none warned yet", async () => {
    const before = migrationsBefore("facebook_token_end_warning");
    const database = await createTestDatabase({ migrationsFolder: before });
    try {
      const db = database.database.db;
      const ws = "abababab-9999-4999-8999-999999999999";
      await queryRows(db, `insert into workspaces (id, name) values ('${ws}', 'Loja')`);
      await queryRows(
        db,
        `insert into facebook_connections (workspace_id, status, access_token, token_expires_at, page_id, ig_user_id)
         values ('${ws}', 'active', 'cipher-fb', '2026-12-20T12:00:00Z', 'page-1', '1784')`,
      );

      await migrateDatabase(database.database);

      const rows = await queryRows<Record<string, unknown>>(
        db,
        "select status, access_token, page_id, ig_user_id, token_end_warned_for from facebook_connections",
      );
      expect(rows).toEqual([
        { status: "active", access_token: "cipher-fb", page_id: "page-1", ig_user_id: "1784", token_end_warned_for: null },
      ]);
    } finally {
      await database.database.close();
      await database.destroy();
      rmSync(before, { recursive: true, force: true });
    }
  });
});

describe("migration replies: answering from Inteligram beside the comments", () => {
  it("keeps every comment and its first answer, none handled, and sends a reply's key once", async () => {
    const before = migrationsBefore("replies");
    const database = await createTestDatabase({ migrationsFolder: before });
    try {
      const db = database.database.db;
      const ws = "eeeeeeee-9999-4999-8999-999999999999";
      const account = "eeeeeeee-0000-4000-8000-000000000001";
      const post = "eeeeeeee-0000-4000-8000-000000000002";
      await queryRows(db, `insert into workspaces (id, name) values ('${ws}', 'Loja')`);
      await queryRows(
        db,
        `insert into social_media_profiles (id, workspace_id, platform, platform_user_id, username) values ('${account}', '${ws}', 'instagram', 'manual_loja', 'loja')`,
      );
      await queryRows(
        db,
        `insert into posts (id, social_profile_id, workspace_id, platform, media_id, type, published_at, likes, comments, last_seen_at)
         values ('${post}', '${account}', '${ws}', 'instagram', 'm1', 'image', now() - interval '3 days', 1, 2, now())`,
      );
      await queryRows(
        db,
        `insert into comments (workspace_id, social_profile_id, post_id, platform, comment_id, username, text, published_at, from_account, is_question, sentiment, account_replied_at, first_seen_at, last_seen_at)
         values ('${ws}', '${account}', '${post}', 'instagram', 'c1', 'ana', 'Qual o valor?', now() - interval '2 days', false, true, 'neutral', now() - interval '1 day', now(), now()),
                ('${ws}', '${account}', '${post}', 'instagram', 'c2', 'bia', 'Tem frete?', now() - interval '2 days', false, true, 'neutral', null, now(), now())`,
      );

      await migrateDatabase(database.database);

      const kept = await queryRows<{ comment_id: string; answered: boolean; handled_at: unknown; handled_by: unknown }>(
        db,
        "select comment_id, account_replied_at is not null as answered, handled_at, handled_by from comments order by comment_id",
      );
      expect(kept).toEqual([
        { comment_id: "c1", answered: true, handled_at: null, handled_by: null },
        { comment_id: "c2", answered: false, handled_at: null, handled_by: null },
      ]);
      const [question] = await queryRows<{ id: string }>(db, "select id from comments where comment_id = 'c2'");
      const reply = `insert into comment_replies (workspace_id, comment_id, social_profile_id, text, idempotency_key, status, created_at)
        values ('${ws}', '${question!.id}', '${account}', 'Tem sim', 'chave-1', 'sending', now())`;
      await queryRows(db, reply);
      await expect(queryRows(db, reply)).rejects.toThrow();
    } finally {
      await database.database.close();
      await database.destroy();
      rmSync(before, { recursive: true, force: true });
    }
  });
});

describe("migration collection_budgets: call budgets and resumable collections beside the runs", () => {
  it("keeps every collection run, none deferred, and keeps a run's steps only while the run exists", async () => {
    const before = migrationsBefore("collection_budgets");
    const database = await createTestDatabase({ migrationsFolder: before });
    try {
      const db = database.database.db;
      const ws = "ffffffff-9999-4999-8999-999999999999";
      const account = "ffffffff-0000-4000-8000-000000000001";
      const run = "ffffffff-0000-4000-8000-000000000002";
      await queryRows(db, `insert into workspaces (id, name) values ('${ws}', 'Loja')`);
      await queryRows(
        db,
        `insert into social_media_profiles (id, workspace_id, platform, platform_user_id, username) values ('${account}', '${ws}', 'instagram', 'manual_loja', 'loja')`,
      );
      await queryRows(
        db,
        `insert into collection_runs (id, workspace_id, social_profile_id, platform, status, created_at)
         values ('${run}', '${ws}', '${account}', 'instagram', 'succeeded', now() - interval '1 day')`,
      );

      await migrateDatabase(database.database);

      const kept = await queryRows<{ id: string; status: string; resume_at: unknown }>(
        db,
        "select id, status, resume_at from collection_runs",
      );
      expect(kept).toEqual([{ id: run, status: "succeeded", resume_at: null }]);
      await queryRows(
        db,
        `insert into collection_steps (run_id, request_key, step, cursor, status, body) values ('${run}', 'GET /me', 'profile', null, 200, '{}')`,
      );
      await queryRows(db, `insert into call_budgets (key, points, expire) values ('tiktok:/v2/video/list/', 3, now())`);
      await queryRows(db, `delete from collection_runs where id = '${run}'`);
      expect(await queryRows(db, "select * from collection_steps")).toEqual([]);
    } finally {
      await database.database.close();
      await database.destroy();
      rmSync(before, { recursive: true, force: true });
    }
  });
});

describe("migration recommendation_outcomes: outcomes of followed recommendations beside their states", () => {
  it("keeps every recommendation state, and holds one open outcome per account and rule", async () => {
    const before = migrationsBefore("recommendation_outcomes");
    const database = await createTestDatabase({ migrationsFolder: before });
    try {
      const db = database.database.db;
      const ws = "eeeeeeee-9999-4999-8999-999999999999";
      const account = "eeeeeeee-0000-4000-8000-000000000001";
      await queryRows(db, `insert into workspaces (id, name) values ('${ws}', 'Loja')`);
      await queryRows(db, `insert into social_media_profiles (id, workspace_id, platform, platform_user_id, username) values ('${account}', '${ws}', 'instagram', 'manual_o', 'loja')`);
      await queryRows(
        db,
        `insert into recommendation_states (workspace_id, social_profile_id, rule_id, status) values
         ('${ws}', '${account}', 'format_try_reels', 'done'), ('${ws}', '${account}', 'best_hour', 'dismissed')`,
      );

      await migrateDatabase(database.database);

      expect(await queryRows(db, "select rule_id, status from recommendation_states order by rule_id")).toEqual([
        { rule_id: "best_hour", status: "dismissed" },
        { rule_id: "format_try_reels", status: "done" },
      ]);
      const outcome = (ruleId: string) =>
        `insert into recommendation_outcomes (workspace_id, social_profile_id, platform, rule_id, title, done_at, figure, baseline)
         values ('${ws}', '${account}', 'instagram', '${ruleId}', 'Experimente publicar Reels', now(), 'engagement_rate', '[]'::jsonb)`;
      await queryRows(db, outcome("format_try_reels"));
      await expect(queryRows(db, outcome("format_try_reels"))).rejects.toThrow();
      // Once its 30-day result is in, the rule may be followed (and measured) again.
      await queryRows(db, `update recommendation_outcomes set result_30 = '{}'::jsonb, verdict_30 = 'worked'`);
      await queryRows(db, outcome("format_try_reels"));
      await expect(
        queryRows(db, outcome("best_hour").replace("'engagement_rate'", "'likes'")),
      ).rejects.toThrow();
    } finally {
      await database.database.close();
      await database.destroy();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
