import type { Day } from "@core/analytics/period";
import type {
  AccountDayInsights,
  AudienceInsights,
  CollectedStory,
  Insight,
  PostInsightsEntry,
} from "@core/social/owner-insights";
import type { Platform } from "@core/social/platforms";
import type { PostType, ProfileData, RelatedProfile } from "@core/social/profile-data";

// The network port (docs/decisions/027-network-port.md): what the product asks of a social
// network. Each network is an adapter set implementing NetworkAdapter; accounts, collection and
// everything above read only these types.

/** Where a profile's data comes from: the network's own API, a public-profile scraper or the demo. */
export type SourceKind = "demo" | "apify" | "graph";

/** One comment (or a reply to one) as the network gives it. */
export type CollectedComment = {
  /** The network's id of the comment. */
  id: string;
  /** The top-level comment a reply answers; null for a top-level comment. */
  parentId: string | null;
  username: string;
  text: string;
  likeCount: number | null;
  /** ISO 8601 instant. */
  timestamp: string;
};

/** What was read of one post's comments, newest posts first (docs/product/features.md "Comments and search"). */
export type CollectedPostComments = {
  /** The post's media id (ProfileData's post id). */
  mediaId: string;
  /** Every comment of the post was read: one not among them was deleted on the network. */
  complete: boolean;
  comments: CollectedComment[];
};

/**
 * Why a collection read its profile but not (all of) the comments it asked for. Comments never
 * fail a collection: the profile and posts are kept, and the person is told what is missing.
 */
export type CommentsUnavailable =
  | {
      /** The connection lacks the comments permission (a token granted before it was asked for). */
      reason: "missing_permission";
      /** The permission to grant when reconnecting, as the network names it. */
      permission: string;
    }
  | {
      /** The network throttled, failed or answered unreadably while the comments were read. */
      reason: "rate_limited" | "unavailable" | "malformed";
    };

export type CollectedProfile = {
  source: SourceKind;
  /** The network-neutral profile and its posts, validated with the core zod schema. */
  profile: ProfileData;
  relatedProfiles: RelatedProfile[];
  /** The comments read with this collection; absent when the source reads none. */
  comments?: CollectedPostComments[];
  /**
   * Set when comments were asked for and some or all could not be read; `comments` then holds
   * what was read before (each post's list `complete: false` unless it was read to the end).
   */
  commentsUnavailable?: CommentsUnavailable;
  /**
   * Set when the profile was read but its posts could not be: the connection lacks the permission
   * to list them (TikTok's `video.list`, unticked on the consent page). `profile.latestPosts` is
   * then empty because nothing could be read, not because nothing was posted; the interface names
   * the permission ("O TikTok não autorizou a leitura dos seus vídeos").
   */
  postsUnavailable?: { reason: "missing_permission"; permission: string };
};

/**
 * Why a fetch failed. Permanent kinds end the collection with a clear message; transient ones
 * are retried with backoff.
 */
export type SourceErrorKind = "not_found" | "private" | "token_revoked" | "rate_limited" | "malformed" | "unavailable";

export const transientSourceErrors: ReadonlySet<SourceErrorKind> = new Set(["rate_limited", "unavailable"]);

export class SourceError extends Error {
  override name = "SourceError";
  /**
   * With token_revoked: the connection lacks a permission (e.g. Graph's codes 10 and 200-299),
   * named when the service's message names it, so the person is told what to grant when reconnecting.
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

/** Public profiles by username (manual connects, competitors): a scraper or the demo source. */
export type PublicProfileSource = {
  kind: "apify" | "demo";
  fetchProfile(input: { username: string; postsLimit: number; commentsLimit?: number; now: Date }): Promise<CollectedProfile>;
  /**
   * The profile as collected at each of the instants: only the demo source can look back in
   * time (it is deterministic), to give a new demo account its history (decision 014).
   */
  fetchHistory?(input: { username: string; postsLimit: number; at: Date[] }): Promise<CollectedProfile[]>;
};

/** A connected account's own data through the network's API, with its access token. */
export type OwnProfileSource = {
  fetchOwnProfile(input: {
    accessToken: string;
    postsLimit: number;
    commentsLimit?: number;
    now: Date;
  }): Promise<CollectedProfile>;
};

/** A post whose insights are asked for: its media id and format (the network's metrics differ by format). */
export type InsightsPostRef = {
  id: string;
  type: PostType;
  /** When it was published, ISO 8601: an empty answer within 48 hours is `delayed`, after it `no_data`. */
  timestamp: string;
};

/**
 * The connected account's own insights (docs/decisions/040-owner-insights.md). Every answer is
 * data or the reason there is none (`Insight`); a post's, story's or metric's missing figure never
 * fails the others. A call rejects with a SourceError only when the whole request failed
 * (throttled, token refused, the network down, an unreadable answer), like `ownProfiles`.
 */
export type OwnInsightsSource = {
  /**
   * Lifetime figures of each post, in the order asked; a post the network refuses (too few
   * viewers, any error for that post alone) is `no_data` and the others keep theirs.
   */
  fetchPostInsights(input: { accessToken: string; posts: InsightsPostRef[]; now: Date }): Promise<Insight<PostInsightsEntry[]>>;
  /** The account's figures for each São Paulo day from `from` to `to` (both included), oldest first. */
  fetchAccountDays(input: { accessToken: string; from: Day; to: Day; now: Date }): Promise<Insight<AccountDayInsights[]>>;
  /** Who follows and who engages (age, gender, city, country) and when followers are online. */
  fetchAudience(input: { accessToken: string; followersCount: number | null; now: Date }): Promise<AudienceInsights>;
  /** The stories live now (they expire after 24 hours), with their figures so far. */
  fetchStories(input: { accessToken: string; now: Date }): Promise<Insight<CollectedStory[]>>;
};

/** A story's final figures, as a network's webhook delivers them when the story expires. */
export type StoryInsightsNotice = {
  /** The network's id of the account (Instagram: the professional account's id). */
  accountId: string;
  mediaId: string;
  /** When the network sent it. */
  sentAt: Date;
  reach: number | null;
  views: number | null;
  replies: number | null;
  tapsForward: number | null;
  tapsBack: number | null;
  exits: number | null;
};

/** The network's signed webhooks for the owner's insights (Instagram's `story_insights`). */
export type InsightsWebhooks = {
  /** Whether `signature` (the request's signature header) signs exactly `rawBody`. */
  verifySignature(rawBody: string | Uint8Array, signature: string | null | undefined): boolean;
  /** The story notices a verified body carries (none for other fields); null for a body that is not the network's notification. */
  readStoryInsights(body: unknown): StoryInsightsNotice[] | null;
};

/** A token pair as the network issues it; a network without refresh tokens leaves them out. */
export type OAuthTokens = {
  accessToken: string;
  expiresAt: Date;
  /** Networks that rotate refresh tokens return a new one with every refresh: store it with the access token. */
  refreshToken?: string;
  refreshExpiresAt?: Date;
  /** The scopes granted, where the network says (TikTok lets the person untick some). */
  grantedScopes?: string[];
};

export type OAuthIdentity = {
  id: string;
  username: string;
  name: string | null;
  profilePictureUrl: string | null;
  followersCount: number | null;
};

/** The network's login: authorize URL, code exchange, refresh and the connected account's identity. */
export type NetworkOAuth = {
  /** "live" talks to the network; "sandbox" is the local stand-in, labelled in the interface. */
  kind: "live" | "sandbox";
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; redirectUri: string }): Promise<OAuthTokens & { userId: string }>;
  refreshToken(tokens: { accessToken: string; refreshToken: string | null }): Promise<OAuthTokens>;
  /** The connected account's identity, right after the exchange. */
  fetchIdentity(accessToken: string): Promise<OAuthIdentity>;
  /**
   * Ends the grant at the network (the access token and its refresh token), where the network
   * has a revoke endpoint (TikTok's /v2/oauth/revoke/). Called on disconnect; a failure rejects
   * with a SourceError and never stops the disconnect (the caller logs it).
   */
  revoke?(accessToken: string): Promise<void>;
};

/** When the daily refresh renews a network's tokens. */
export type TokenRefreshPolicy = {
  /** Tokens that end within this window are refreshed. */
  refreshWithinMs: number;
  /** The network refuses to refresh a token younger than this (read from its expiry and lifetime). */
  minimumAgeMs: number;
  /** How long a fresh access token lasts, to tell a token's age from its expiry. */
  tokenLifetimeMs: number;
  /**
   * Short-lived access tokens (TikTok's, hours): a job renews each account's token `refreshWithinMs`
   * before it ends, and a collection renews one that ends within that window before using it.
   * Without it, only the daily refresh renews tokens (Instagram's 60-day tokens).
   */
  refreshAhead?: boolean;
};

/**
 * Answering comments on the network (docs/decisions/048-replies.md): a reply under a comment, as
 * the account, and hiding or showing a comment. Failures are SourceErrors whose message carries
 * the network's own reason: `not_found` (the comment was deleted), `token_revoked` (no
 * permission, or the connection ended), `rate_limited`, `unavailable` (both worth retrying).
 */
export type CommentActions = {
  /** Posts `message` as the account's reply to the comment; resolves with the reply's network id. */
  reply(input: { accessToken: string; commentId: string; message: string; now: Date }): Promise<{ id: string }>;
  hide(input: { accessToken: string; commentId: string; hidden: boolean }): Promise<void>;
};

/** Which comment actions serve an account, by where its data comes from. */
export type CommentActionSet = {
  /** The network's API, for an account connected with the network's own login. */
  own: CommentActions;
  /** The network's API through Facebook Login (Instagram's second way in), where there is one. */
  facebook?: CommentActions;
  /** The demo source: keeps the replies it is given, sends nothing. */
  demo: CommentActions;
};

/** One network's adapter set. */
export type NetworkAdapter = {
  platform: Platform;
  oauth: NetworkOAuth;
  /** Where the network sends the person back after its consent page (an app path). */
  oauthRedirectPath: string;
  tokenRefresh: TokenRefreshPolicy;
  /** The OAuth-connected account's own data (the demo profile in the sandbox). */
  ownProfiles: OwnProfileSource;
  /** Public profiles by username: manual connects, competitors. */
  publicProfiles: PublicProfileSource;
  /**
   * The OAuth-connected account's insights (the demo's in the sandbox). Absent: the network has
   * none, every figure is `not_supported`.
   */
  ownInsights?: OwnInsightsSource;
  /** The network's signed insights webhooks, where it sends them. */
  insightsWebhooks?: InsightsWebhooks;
  /** Replying to and hiding comments. Absent: the network has no comments API (TikTok's Display API). */
  commentActions?: CommentActionSet;
};
