import { formatDataAge, isStale } from "@core/format/format-age";
import type { DashboardAnalytics, DashboardData } from "./dashboard-types";

// docs/product/screens.md: lists capped at 6 items.
export const LIST_CAP = 6;

/** docs/product/screens.md: 'Dashboard', plus ' - company name' when the profile has one. */
export function formatDashboardTitle(companyName: string | null | undefined): string {
  const company = companyName?.trim();
  return company ? `Dashboard - ${company}` : "Dashboard";
}

/** docs/product/screens.md: greets with the user's full name, or the e-mail when there is no name. */
export function formatGreeting(user: { name: string; email: string }): string {
  return `Olá, ${user.name.trim() || user.email}!`;
}

/**
 * docs/product/screens.md: without any Instagram analytics rows the dashboard has nothing to show and sends the
 * person to /social-media-setup. An account that was collected before (lastCollectedAt) keeps them
 * here, where the current, never-collected account shows 'Aguardando Dados'.
 */
export function needsSocialMediaSetup(data: Pick<DashboardData, "current" | "analytics" | "accounts">): boolean {
  if (!data.current) return true;
  if (data.analytics) return false;
  return data.accounts.every((account) => account.lastCollectedAt === null);
}

export type Freshness = { stale: boolean; age: string };

/**
 * docs/product/screens.md: stale when last_updated is over 24 hours old; the age reads 'há Nh', 'há Nmin' or
 * 'agora mesmo'. The server's flag is taken, and the clock is checked too, so a dashboard left
 * open past the 24 h mark raises the alert without a reload.
 */
export function describeFreshness(analytics: Pick<DashboardAnalytics, "lastUpdated" | "stale">, now: Date): Freshness {
  return {
    stale: analytics.stale || isStale(analytics.lastUpdated, now),
    age: formatDataAge(analytics.lastUpdated, now),
  };
}

/** docs/product/screens.md: after the first 6 related profiles, 'E mais N perfis relacionados...'; null when all fit. */
export function formatMoreRelated(total: number, shown: number = LIST_CAP): string | null {
  const more = total - Math.min(shown, LIST_CAP);
  return total > LIST_CAP && more > 0 ? `E mais ${more} perfis relacionados...` : null;
}

/** Initials for an avatar without a picture: 'National Geographic' -> 'NG', 'natgeo' -> 'NA'. */
export function initialsOf(name: string): string {
  const words = name.replace(/^@/, "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  if (words.length === 1) return Array.from(words[0]!).slice(0, 2).join("").toUpperCase();
  return `${Array.from(words[0]!)[0]}${Array.from(words[1]!)[0]}`.toUpperCase();
}

/** An external link as people read it: without the scheme and trailing slash. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}
