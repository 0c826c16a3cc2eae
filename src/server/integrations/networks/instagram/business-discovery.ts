import { profileDataSchema } from "@core/social/profile-data";
import { z } from "zod";
import { callGraph, graphUrl } from "./graph-api";
import { mediaItemSchema, postTypeOf, toPost } from "./graph";
import { SourceError, type CollectedProfile } from "../network.port";

/*
 * Competitors through the official Graph API: business_discovery, served only by the Instagram
 * API with Facebook Login (graph.facebook.com), read from the workspace's own Instagram
 * professional account (its IG user id and a token of the Facebook Page linked to it):
 *   GET /{ig-user-id}?fields=business_discovery.username(<name>){followers_count,follows_count,
 *     media_count,username,name,biography,website,profile_picture_url,
 *     media.limit(<n>){id,caption,media_type,media_url,permalink,timestamp,like_count,comments_count}}
 * Another account's media expose only public fields (caption, children, comments_count, id,
 * like_count, media_type, media_url, permalink, timestamp, username): no thumbnail_url and no
 * media_product_type, so a Reel is told by its permalink (postTypeOf, docs/decisions/022).
 * Only business and creator profiles can be discovered; a personal, private or unknown one
 * answers an error (code 110 "invalid user id", or the IG subcode 2207013), read as not_found.
 * Meta's reference marks follows_count, name and profile_picture_url as not public for some
 * accounts: when the read is refused for a field (code 100, or a permission code 10/200-299) it is
 * made once more with the public fields only, and those figures are left empty.
 */

export type BusinessDiscoverySource = {
  fetchProfile(input: {
    igUserId: string;
    accessToken: string;
    username: string;
    postsLimit: number;
    now: Date;
  }): Promise<CollectedProfile>;
};

const optionalText = z.string().nullish();
const optionalCount = z.number().nullish();

const discoverySchema = z.looseObject({
  business_discovery: z.looseObject({
    id: z.string().nullish(),
    username: z.string().min(1),
    name: optionalText,
    biography: optionalText,
    website: optionalText,
    profile_picture_url: optionalText,
    followers_count: z.number(),
    follows_count: optionalCount,
    media_count: optionalCount,
    media: z.looseObject({ data: z.array(mediaItemSchema) }).nullish(),
  }),
});

// Public media fields only: asking for an owner-only one (thumbnail_url, media_product_type) may fail the request.
const mediaFields = "id,caption,media_type,media_url,permalink,timestamp,like_count,comments_count";
const profileFields = "username,name,biography,website,profile_picture_url,followers_count,follows_count,media_count";
// What is left when the account's non-public fields (follows_count, name, profile_picture_url) are refused.
const publicProfileFields = "username,biography,website,followers_count,media_count";
// A field refused: Graph's invalid parameter (100) or a permission code (10, 200-299), as graph-api.ts words its errors.
const fieldRefusal = /code (?:100|10|2\d\d)\b/;
// Graph serves at most this many media in one nested page.
const maxMedia = 100;
// Graph's "not a discoverable business account": invalid user id (110) or the IG subcode.
const notFoundCode = 110;
const notFoundSubcode = 2207013;

export function createBusinessDiscoverySource({
  baseUrl = "https://graph.facebook.com",
  apiVersion = "v23.0",
  timeoutMs = 30_000,
}: { baseUrl?: string; apiVersion?: string; timeoutMs?: number } = {}): BusinessDiscoverySource {
  const versioned = `${baseUrl.replace(/\/$/, "")}/${apiVersion}`;
  return {
    async fetchProfile({ igUserId, accessToken, username, postsLimit }) {
      const limit = Math.min(Math.max(Math.floor(postsLimit), 1), maxMedia);
      const read = async (fields: string) => {
        const url = graphUrl(versioned, encodeURIComponent(igUserId), {
          fields: `business_discovery.username(${username}){${fields},media.limit(${limit}){${mediaFields}}}`,
          access_token: accessToken,
        });
        return (await callGraph(url, discoverySchema, { timeoutMs, what: "GET business_discovery" })).data;
      };
      let data: z.infer<typeof discoverySchema>;
      try {
        try {
          data = await read(profileFields);
        } catch (error) {
          if (!(error instanceof SourceError && fieldRefusal.test(error.message))) throw error;
          data = await read(publicProfileFields);
        }
      } catch (error) {
        if (error instanceof SourceError && /code 110\b|\/2207013\b/.test(error.message)) {
          throw new SourceError(
            "not_found",
            `business_discovery: @${username} is not a discoverable business or creator profile`,
            { cause: error },
          );
        }
        throw error;
      }
      const found = data.business_discovery;
      const posts = (found.media?.data ?? []).slice(0, postsLimit).flatMap((media) => {
        const type = postTypeOf(media);
        if (!type) return [];
        return [toPost(media, type, undefined)];
      });
      const parsed = profileDataSchema.safeParse({
        fullName: found.name,
        username: found.username,
        verified: false,
        private: false,
        isBusinessAccount: true,
        businessCategoryName: null,
        biography: found.biography,
        externalUrl: found.website,
        url: `https://www.instagram.com/${found.username}/`,
        profilePicUrl: found.profile_picture_url,
        profilePicUrlHD: found.profile_picture_url,
        followersCount: found.followers_count,
        followsCount: found.follows_count ?? 0,
        postsCount: found.media_count ?? posts.length,
        igtvVideoCount: 0,
        latestPosts: posts,
        latestIgtvVideos: [],
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new SourceError(
          "malformed",
          `business_discovery profile fails the schema (${issue?.path.join(".")}: ${issue?.message})`,
        );
      }
      return { source: "graph", profile: parsed.data, relatedProfiles: [] };
    },
  };
}

export { notFoundCode, notFoundSubcode };
