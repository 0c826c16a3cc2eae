import type { SocialAccount } from "@core/social/account-responses";

/** A connected account as GET /api/accounts answers it, for web tests: demo data, never collected. */
export function socialAccount(profile: Pick<SocialAccount, "id" | "username"> & Partial<SocialAccount>): SocialAccount {
  return {
    platform: "instagram",
    displayName: null,
    avatarUrl: null,
    followersCount: 1000,
    connectionType: "manual",
    dataSource: "demo",
    needsReconnect: false,
    commentsMissingPermission: null,
    postsNotAuthorized: false,
    lastCollectedAt: null,
    updatedAt: "2026-12-01T12:00:00.000Z",
    ...profile,
  };
}
