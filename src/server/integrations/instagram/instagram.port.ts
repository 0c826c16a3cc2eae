import type { ProfileData, RelatedProfile } from "@core/instagram/profile-data";

/** Where a profile's data comes from (DECISIONS.md "Instagram"). */
export type SourceKind = "demo" | "apify" | "graph";

export type CollectedProfile = {
  source: SourceKind;
  /** The spec's profile_data shape, validated with the core zod schema. */
  profile: ProfileData;
  relatedProfiles: RelatedProfile[];
};

/**
 * Why a fetch failed. Permanent kinds end the collection with a clear message; transient ones
 * are retried with backoff.
 */
export type SourceErrorKind =
  | "not_found"
  | "private"
  | "token_revoked"
  | "rate_limited"
  | "malformed"
  | "unavailable";

export const transientSourceErrors: ReadonlySet<SourceErrorKind> = new Set(["rate_limited", "unavailable"]);

export class SourceError extends Error {
  override name = "SourceError";
  /**
   * With token_revoked: the connection lacks a permission (Graph's codes 10 and 200-299), named
   * when the service's message names it, so the person is told what to grant when reconnecting.
   */
  readonly missingPermission?: { name?: string };
  constructor(
    readonly kind: SourceErrorKind,
    message: string,
    options?: { cause?: unknown; missingPermission?: { name?: string } },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    if (options?.missingPermission) this.missingPermission = options.missingPermission;
  }
  get transient() {
    return transientSourceErrors.has(this.kind);
  }
}

/** Public profiles by username: Apify's instagram-profile-scraper, or the demo source. */
export type PublicProfileSource = {
  kind: "apify" | "demo";
  fetchProfile(input: { username: string; postsLimit: number; now: Date }): Promise<CollectedProfile>;
  /**
   * The profile as collected at each of the instants: only the demo source can look back in
   * time (it is deterministic), to give a new demo account its history (decision 014).
   */
  fetchHistory?(input: { username: string; postsLimit: number; at: Date[] }): Promise<CollectedProfile[]>;
};

/** The connected account's own data through the Instagram API with Instagram Login. */
export type GraphSource = {
  fetchOwnProfile(input: { accessToken: string; postsLimit: number; now: Date }): Promise<CollectedProfile>;
};

export type OAuthTokens = { accessToken: string; expiresAt: Date; userId: string };

/** Instagram Login: authorize URL, code exchange (short -> long-lived token) and refresh. */
export type InstagramOAuth = {
  kind: "graph" | "sandbox";
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; redirectUri: string }): Promise<OAuthTokens>;
  refreshToken(accessToken: string): Promise<{ accessToken: string; expiresAt: Date }>;
  /** The connected account's identity, right after the exchange. */
  fetchIdentity(accessToken: string): Promise<{ id: string; username: string; name: string | null; profilePictureUrl: string | null; followersCount: number | null }>;
};
