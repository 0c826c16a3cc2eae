import { describe, expect, it } from "vitest";
import type { DashboardAccount } from "./dashboard-types";
import {
  describeFreshness,
  formatDashboardTitle,
  formatGreeting,
  formatMoreRelated,
  initialsOf,
  needsSocialMediaSetup,
} from "./dashboard-view";

const NOW = new Date("2026-03-10T15:00:00Z");
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

const account = (lastCollectedAt: string | null): DashboardAccount => ({
  id: "a1",
  platform: "instagram",
  commentsMissingPermission: null,
  postsNotAuthorized: false,
  username: "natgeo",
  displayName: "natgeo",
  avatarUrl: null,
  followersCount: null,
  connectionType: "manual",
  dataSource: "demo",
  needsReconnect: false,
  lastCollectedAt,
  updatedAt: NOW.toISOString(),
});

describe("formatDashboardTitle", () => {
  it.each([
    [null, "Dashboard"],
    ["", "Dashboard"],
    ["  ", "Dashboard"],
    ["Café Aurora Ltda", "Dashboard - Café Aurora Ltda"],
  ])("titles %j as %j", (company, expected) => {
    expect(formatDashboardTitle(company)).toBe(expected);
  });
});

describe("formatGreeting", () => {
  it("greets by full name", () => {
    expect(formatGreeting({ name: "Maria Souza", email: "maria@exemplo.com.br" })).toBe("Olá, Maria Souza!");
  });
  it("greets by e-mail when there is no name", () => {
    expect(formatGreeting({ name: " ", email: "maria@exemplo.com.br" })).toBe("Olá, maria@exemplo.com.br!");
  });
});

describe("needsSocialMediaSetup", () => {
  it("sends a user without accounts to the setup", () => {
    expect(needsSocialMediaSetup({ current: null, analytics: null, accounts: [] })).toBe(true);
  });
  it("sends a user whose accounts were never collected to the setup", () => {
    expect(needsSocialMediaSetup({ current: account(null), analytics: null, accounts: [account(null)] })).toBe(true);
  });
  it("keeps a user with analytics of another account here, to wait for this one", () => {
    const other = { ...account(ago(HOUR)), id: "a2" };
    expect(needsSocialMediaSetup({ current: account(null), analytics: null, accounts: [account(null), other] })).toBe(false);
  });
  it("keeps a user whose current account has analytics", () => {
    const current = account(ago(HOUR));
    const analytics = {} as never;
    expect(needsSocialMediaSetup({ current, analytics, accounts: [current] })).toBe(false);
  });
});

describe("describeFreshness (docs/product/screens.md: stale over 24 h)", () => {
  it.each([
    [0, false, "agora mesmo"],
    [30 * 60_000, false, "há 30min"],
    [5 * HOUR, false, "há 5h"],
    [24 * HOUR, false, "há 24h"],
    [25 * HOUR, true, "há 25h"],
  ])("data %s ms old: stale %s, age %s", (age, stale, text) => {
    expect(describeFreshness({ lastUpdated: ago(age), stale: false }, NOW)).toEqual({ stale, age: text });
  });

  it("trusts the server's stale flag", () => {
    expect(describeFreshness({ lastUpdated: ago(HOUR), stale: true }, NOW).stale).toBe(true);
  });
});

describe("formatMoreRelated", () => {
  it.each([
    [0, null],
    [6, null],
    [7, "E mais 1 perfis relacionados..."],
    [31, "E mais 25 perfis relacionados..."],
  ])("with %s related profiles says %j", (total, expected) => {
    expect(formatMoreRelated(total)).toBe(expected);
  });
});

describe("initialsOf", () => {
  it.each([
    ["National Geographic", "NG"],
    ["natgeo", "NA"],
    ["@ana", "AN"],
    ["", "?"],
  ])("%j -> %j", (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});
