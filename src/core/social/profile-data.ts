import { z } from "zod";
import { POST_TYPES } from "./post-types";

// docs/product/screens.md / docs/product/networks.md: the normalised shapes every source adapter maps to.
export { POST_TYPES, type PostType } from "./post-types";

// Counts feed every formula, so they are strict: a negative or fractional count is a bug in an
// adapter (the scraper's -1 for hidden likes must be mapped there), not something to average.
const count = z.int().min(0);
// Scraper output is messy elsewhere: null or missing text becomes "", missing lists become [].
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? "");
const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value : null));
const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);
const textList = z
  .array(z.string())
  .nullish()
  .transform((value) => value ?? []);
// A view count the source did not report is absent, not 0.
const optionalCount = z.preprocess((value) => value ?? undefined, count.optional());
const seconds = z.number().min(0);
const optionalSeconds = z.preprocess((value) => value ?? undefined, seconds.optional());
// Apify writes tagged users as objects ({ username, full_name, ... }); the normalised shape keeps
// the usernames only, so both forms are accepted.
const taggedUsers = z
  .array(z.union([z.string(), z.object({ username: z.string() }).transform((user) => user.username)]))
  .nullish()
  .transform((value) => value ?? []);

const postFields = {
  id: z.string().min(1),
  caption: text,
  // Kept as the source wrote it: an unreadable timestamp must not reject the whole profile. The
  // engine skips it for time-based indicators and the UI shows 'Data não disponível' (docs/product/texts.md).
  timestamp: text,
  displayUrl: text,
  url: text,
  likesCount: count,
  commentsCount: count,
  hashtags: textList,
  mentions: textList,
  taggedUsers,
};

export const postSchema = z.object({
  ...postFields,
  type: z.enum(POST_TYPES),
  videoViewCount: optionalCount,
  videoDuration: optionalSeconds,
  // Shares, where the network reports them per post (TikTok's Display API; decision 029).
  sharesCount: optionalCount,
});
export type Post = z.infer<typeof postSchema>;

// latestIgtvVideos items: IGTV, or a feed video the source lists there too.
export const videoSchema = z.object({
  ...postFields,
  type: z.enum([...POST_TYPES, "igtv"]),
  title: text,
  videoViewCount: count,
  videoDuration: seconds,
});
export type Video = z.infer<typeof videoSchema>;

export const relatedProfileSchema = z.object({
  id: z.string().min(1),
  username: z.string().min(1),
  full_name: text,
  profile_pic_url: text,
  is_verified: flag,
  is_private: flag,
});
export type RelatedProfile = z.infer<typeof relatedProfileSchema>;

export const profileDataSchema = z.object({
  fullName: text,
  username: z.string().min(1),
  verified: flag,
  private: flag,
  isBusinessAccount: flag,
  businessCategoryName: optionalText,
  biography: text,
  externalUrl: optionalText,
  url: text,
  profilePicUrl: text,
  profilePicUrlHD: text,
  followersCount: count,
  followsCount: count,
  postsCount: count,
  // Often absent since IGTV was folded into reels.
  igtvVideoCount: z.preprocess((value) => value ?? 0, count),
  latestPosts: z
    .array(postSchema)
    .nullish()
    .transform((value) => value ?? []),
  latestIgtvVideos: z
    .array(videoSchema)
    .nullish()
    .transform((value) => value ?? []),
});
export type ProfileData = z.infer<typeof profileDataSchema>;
