import { z } from "zod";
import { requestJson } from "../instagram/http-json";
import { SourceError } from "../network.port";
import { malformed, tiktokUrl } from "./tiktok-api";

/*
 * Requests to TikTok's Business API (API for Business, Accounts API v1.3,
 * docs/decisions/051-tiktok-business-api.md): every answer is the envelope
 * { code, message, request_id, data }, code 0 on success, often with HTTP 200 on failure too;
 * requests carry the header `Access-Token`. The numeric codes read here, and what each one was
 * checked against: README.md beside this file, "Business API".
 */

export const BUSINESS_API_BASE = "https://business-api.tiktok.com/open_api/v1.3";

/** The scopes the product asks a TikTok account holder for. */
export const BUSINESS_SCOPES = [
  "user.info.basic",
  "user.info.username",
  "user.info.stats",
  "user.info.profile",
  "user.account.type",
  "user.insights",
  "video.list",
  "video.insights",
] as const;

const scopeName = /\b(?:user\.(?:info\.(?:basic|username|stats|profile)|account\.type|insights)|video\.(?:list|insights))\b/;

/** "Requests made too frequently" (app, field value and account level); the call budget waits on them too. */
export const RATE_LIMIT_CODES: ReadonlySet<number> = new Set([40016, 40100, 40133]);
/** The access token expired, is missing, or is invalid (revoked in the app, or by a new grant). */
const TOKEN_CODES: ReadonlySet<number> = new Set([40102, 40104, 40105]);
/** No permission for the operation: for a TikTok account's token, a scope the person did not grant. */
const NO_PERMISSION = 40001;
/** Missing, invalid or unsupported parameters: the same request fails again. */
const INVALID_PARAMS = 40002;

const envelopeSchema = z.looseObject({
  code: z.number(),
  message: z.string().nullish(),
  request_id: z.string().nullish(),
  data: z.unknown(),
});

function detailOf(what: string, status: number, code: number | undefined, message?: string | null, requestId?: string | null) {
  return `${what} failed (HTTP ${status}${code === undefined ? "" : `, code ${code}`})${message ? `: ${message}` : ""}${requestId ? ` [request_id ${requestId}]` : ""}`;
}

/** A Business API error as a SourceError; `requiredScope` is named when TikTok's message names none. */
export function businessErrorOf(
  status: number,
  code: number | undefined,
  message: string | null | undefined,
  requestId: string | null | undefined,
  what: string,
  requiredScope?: string,
): SourceError {
  const detail = detailOf(what, status, code, message, requestId);
  if (code !== undefined) {
    if (TOKEN_CODES.has(code)) return new SourceError("token_revoked", detail);
    if (code === NO_PERMISSION) {
      return new SourceError("token_revoked", detail, {
        missingPermission: { name: scopeName.exec(message ?? "")?.[0] ?? requiredScope },
      });
    }
    if (RATE_LIMIT_CODES.has(code)) return new SourceError("rate_limited", detail);
    if (code === INVALID_PARAMS) return new SourceError("malformed", detail);
  }
  if (status === 429) return new SourceError("rate_limited", detail);
  if (status === 401) return new SourceError("token_revoked", detail);
  // 5xxxx codes (system errors), HTTP 5xx, and any code not listed above: worth retrying.
  return new SourceError("unavailable", detail);
}

/**
 * The token endpoints' errors: throttling is rate_limited and TikTok's own failures unavailable;
 * any other refusal (an auth code expired or used, a refresh token spent or revoked) is
 * token_revoked, the person must connect again. TikTok's reference names no code for a refused
 * auth code or refresh token (README.md beside this file).
 */
function oauthErrorOf(
  status: number,
  code: number | undefined,
  message: string | null | undefined,
  requestId: string | null | undefined,
  what: string,
) {
  const detail = detailOf(what, status, code, message, requestId);
  if ((code !== undefined && RATE_LIMIT_CODES.has(code)) || status === 429) return new SourceError("rate_limited", detail);
  if (status >= 500 || code === undefined || code >= 50000) return new SourceError("unavailable", detail);
  return new SourceError("token_revoked", detail);
}

export type BusinessCall = {
  timeoutMs: number;
  what: string;
  init?: RequestInit;
  /** The scope the call needs, named when TikTok refuses it without naming one. */
  requiredScope?: string;
  /** The token endpoints map refusals differently (a spent code or refresh token). */
  oauth?: boolean;
};

/** A Business API call: the envelope's code (or the HTTP status) becomes a SourceError, `data` is checked with `schema`. */
export async function callBusinessApi<T extends z.ZodType>(url: URL, schema: T, call: BusinessCall): Promise<z.infer<T>> {
  const response = await requestJson(url.toString(), {
    ...call.init,
    headers: { accept: "application/json", ...call.init?.headers },
    timeoutMs: call.timeoutMs,
    service: "TikTok",
  });
  const envelope = envelopeSchema.safeParse(response.json);
  const code = envelope.success ? envelope.data.code : undefined;
  if (response.status < 200 || response.status >= 300 || (code !== undefined && code !== 0)) {
    const message = envelope.data?.message;
    const requestId = envelope.data?.request_id;
    throw call.oauth
      ? oauthErrorOf(response.status, code, message, requestId, call.what)
      : businessErrorOf(response.status, code, message, requestId, call.what, call.requiredScope);
  }
  if (!envelope.success) throw malformed(call.what, response.json === undefined ? "not JSON" : envelope.error);
  const parsed = schema.safeParse(envelope.data.data);
  if (!parsed.success) throw malformed(call.what, parsed.error);
  return parsed.data;
}

export type BusinessApiOptions = { apiBase: string; timeoutMs: number };

const tokenInfoSchema = z.looseObject({ creator_id: z.string().min(1), scope: z.string().nullish() });

/**
 * Which account (`business_id`, the token answer's `open_id`) each access token belongs to: every
 * Accounts API call names it, and the port hands the sources only the token. Learnt from the
 * token answers, otherwise asked once from POST tt_user/token_info/get/ ({ app_id, access_token }
 * → creator_id) and kept in memory.
 */
export function createBusinessIds({ appId, apiBase, timeoutMs }: BusinessApiOptions & { appId: string }) {
  const known = new Map<string, string>();
  const keep = (accessToken: string, businessId: string) => {
    known.delete(accessToken);
    known.set(accessToken, businessId);
    // Tokens last a day; a bounded map forgets the oldest.
    if (known.size > 5000) known.delete(known.keys().next().value as string);
  };
  return {
    remember: keep,
    async of(accessToken: string): Promise<string> {
      const cached = known.get(accessToken);
      if (cached) return cached;
      const info = await callBusinessApi(tiktokUrl(apiBase, "tt_user/token_info/get/"), tokenInfoSchema, {
        timeoutMs,
        what: "POST tt_user/token_info/get/",
        init: {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ app_id: appId, access_token: accessToken }),
        },
      });
      keep(accessToken, info.creator_id);
      return info.creator_id;
    },
  };
}
export type BusinessIds = ReturnType<typeof createBusinessIds>;

const text = z.string().nullish();
const count = z.number().int().min(0).nullish();
const amount = z.number().min(0).nullish();
const share = z.looseObject({ percentage: z.number().min(0) });

/** One day of business/get's metrics (dates in UTC, figures T+24-48 h). */
const metricDaySchema = z.looseObject({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  video_views: count,
  unique_video_views: count,
  profile_views: count,
  likes: count,
  comments: count,
  shares: count,
  bio_link_clicks: count,
  daily_new_followers: count,
  daily_lost_followers: count,
  followers_count: count,
  engaged_audience: count,
  audience_activity: z
    .array(z.looseObject({ hour: z.union([z.string(), z.number()]).transform(Number), count: amount }))
    .nullish(),
});
export type BusinessMetricDay = z.infer<typeof metricDaySchema>;

export const businessAccountSchema = z.looseObject({
  is_business_account: z.boolean().nullish(),
  username: text,
  display_name: text,
  profile_image: text,
  profile_deep_link: text,
  bio_description: text,
  is_verified: z.boolean().nullish(),
  following_count: count,
  followers_count: count,
  total_likes: count,
  videos_count: count,
  metrics: z.array(metricDaySchema).nullish(),
  audience_ages: z.array(share.extend({ age: z.string() })).nullish(),
  audience_genders: z.array(share.extend({ gender: z.string() })).nullish(),
  audience_countries: z.array(share.extend({ country: z.string() })).nullish(),
  audience_cities: z.array(share.extend({ city_name: z.string() })).nullish(),
});
export type BusinessAccount = z.infer<typeof businessAccountSchema>;

/** GET business/get/ with the given fields (a JSON array in the query) and, for daily metrics, UTC dates. */
export async function readBusinessAccount(
  { apiBase, timeoutMs }: BusinessApiOptions,
  input: {
    accessToken: string;
    businessId: string;
    fields: readonly string[];
    startDate?: string;
    endDate?: string;
    requiredScope: string;
  },
): Promise<BusinessAccount> {
  return callBusinessApi(
    tiktokUrl(apiBase, "business/get/", {
      business_id: input.businessId,
      fields: JSON.stringify(input.fields),
      ...(input.startDate ? { start_date: input.startDate } : {}),
      ...(input.endDate ? { end_date: input.endDate } : {}),
    }),
    businessAccountSchema,
    {
      timeoutMs,
      what: "GET business/get/",
      requiredScope: input.requiredScope,
      init: { method: "GET", headers: { "access-token": input.accessToken } },
    },
  );
}

export const businessVideoSchema = z.looseObject({
  // An id of 19 digits: kept as text whichever way it comes.
  item_id: z.union([z.string().min(1), z.number()]).transform(String),
  media_type: text,
  create_time: z
    .union([z.number(), z.string().regex(/^\d+$/)])
    .transform(Number)
    .nullish(),
  thumbnail_url: text,
  share_url: text,
  caption: text,
  video_duration: amount,
  likes: count,
  comments: count,
  shares: count,
  favorites: count,
  // Some answers spell the field so (README.md beside this file, "Checked against").
  favorities: count,
  reach: count,
  video_views: count,
  total_time_watched: amount,
  average_time_watched: amount,
  full_video_watched_rate: z.number().min(0).max(1).nullish(),
  new_followers: count,
  profile_views: count,
});
export type BusinessVideo = z.infer<typeof businessVideoSchema>;

const videoPageSchema = z.looseObject({
  videos: z.array(businessVideoSchema).nullish(),
  cursor: z.number().nullish(),
  has_more: z.boolean().nullish(),
});

/** business/video/list/ serves at most 20 videos a page. */
export const BUSINESS_VIDEO_PAGE_SIZE = 20;

/** GET business/video/list/ page by page (cursor, has_more) up to `limit` videos. */
export async function readBusinessVideos(
  { apiBase, timeoutMs }: BusinessApiOptions,
  input: {
    accessToken: string;
    businessId: string;
    fields: readonly string[];
    limit: number;
    videoIds?: readonly string[];
    requiredScope: string;
  },
): Promise<BusinessVideo[]> {
  const videos: BusinessVideo[] = [];
  const ids = new Set<string>();
  const seen = new Set<number>();
  let cursor: number | undefined;
  while (videos.length < input.limit) {
    const page = await callBusinessApi(
      tiktokUrl(apiBase, "business/video/list/", {
        business_id: input.businessId,
        fields: JSON.stringify(input.fields),
        ...(input.videoIds ? { filters: JSON.stringify({ video_ids: input.videoIds }) } : {}),
        max_count: String(Math.min(BUSINESS_VIDEO_PAGE_SIZE, input.limit - videos.length)),
        ...(cursor === undefined ? {} : { cursor: String(cursor) }),
      }),
      videoPageSchema,
      {
        timeoutMs,
        what: "GET business/video/list/",
        requiredScope: input.requiredScope,
        init: { method: "GET", headers: { "access-token": input.accessToken } },
      },
    );
    for (const video of page.videos ?? []) {
      if (ids.has(video.item_id)) continue;
      ids.add(video.item_id);
      videos.push(video);
    }
    // A page that says there is more but repeats its cursor would loop for ever: it ends here.
    if (!page.has_more || page.cursor == null || seen.has(page.cursor) || (page.videos ?? []).length === 0) break;
    seen.add(page.cursor);
    cursor = page.cursor;
  }
  return videos.slice(0, input.limit);
}
