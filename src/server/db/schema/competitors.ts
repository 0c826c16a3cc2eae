import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { socialMediaProfiles } from "./social-accounts";
import { workspaceId } from "./workspace-owned";

/**
 * A Start workspace's purchase of one more competitor (docs/decisions/022): the competitor stays
 * inactive (not shown, not counted, not collected) until the provider reports the add-on's
 * quantity paid; a declined payment leaves the order open and the competitor inactive.
 */
export const competitorAddonOrders = pgTable(
  "competitor_addon_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    socialProfileId: uuid("social_profile_id")
      .notNull()
      .references(() => socialMediaProfiles.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["open", "paid", "canceled"] })
      .notNull()
      .default("open"),
    providerCheckoutId: text("provider_checkout_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [index("competitor_addon_orders_workspace_idx").on(t.workspaceId, t.status, t.createdAt)],
);

/**
 * "Conectar com o Facebook" (docs/decisions/022): one per workspace. The long-lived user token
 * (encrypted like Instagram's) and, once the person chose it, the Page and the Instagram
 * professional account whose business_discovery reads the workspace's competitors.
 */
export const facebookConnections = pgTable(
  "facebook_connections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    // 'reconnect_needed': the token could not be refreshed (or Meta refused it); no check
    // constraint, so the value needs no migration.
    status: text("status", { enum: ["choosing", "active", "reconnect_needed"] }).notNull(),
    accessToken: text("access_token").notNull(),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }).notNull(),
    // The token end the owner was warned about a week ahead (e-mail and account card): one
    // warning per token end; a token renewed to a later end can be warned about again.
    tokenEndWarnedFor: timestamp("token_end_warned_for", { withTimezone: true }),
    pages: jsonb("pages")
      .$type<{ pageId: string; pageName: string; igUserId: string; igUsername: string }[]>()
      .notNull()
      .default([]),
    pageId: text("page_id"),
    pageName: text("page_name"),
    igUserId: text("ig_user_id"),
    igUsername: text("ig_username"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("facebook_connections_workspace_key").on(t.workspaceId)],
);
