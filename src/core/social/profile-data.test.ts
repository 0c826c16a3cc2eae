import { describe, expect, it } from "vitest";
import { postSchema, profileDataSchema, relatedProfileSchema, videoSchema } from "./profile-data";

// A trimmed item in Apify instagram-profile-scraper's shape, with the usual gaps.
const scraped = {
  fullName: "Loja Exemplo",
  username: "loja",
  verified: false,
  private: false,
  isBusinessAccount: true,
  businessCategoryName: "",
  biography: null,
  externalUrl: null,
  url: "https://www.instagram.com/loja/",
  profilePicUrl: "https://cdn.example/p.jpg",
  profilePicUrlHD: "https://cdn.example/p-hd.jpg",
  followersCount: 1520,
  followsCount: 310,
  postsCount: 87,
  latestPosts: [
    {
      id: "3301",
      type: "clips",
      caption: null,
      timestamp: "2025-05-01T18:30:00.000Z",
      displayUrl: "https://cdn.example/1.jpg",
      url: "https://www.instagram.com/p/abc/",
      likesCount: 120,
      commentsCount: 4,
      hashtags: ["moda"],
      taggedUsers: [{ username: "fotografo", full_name: "Foto", is_verified: false }],
      videoViewCount: null,
      videoDuration: 14.6,
      childPosts: [],
      ownerUsername: "loja",
    },
  ],
};

describe("profileDataSchema", () => {
  it("normalises messy scraper output", () => {
    const profile = profileDataSchema.parse(scraped);
    expect(profile.biography).toBe("");
    expect(profile.businessCategoryName).toBeNull();
    expect(profile.externalUrl).toBeNull();
    expect(profile.igtvVideoCount).toBe(0);
    expect(profile.latestIgtvVideos).toEqual([]);
    const [post] = profile.latestPosts;
    expect(post).toMatchObject({ caption: "", mentions: [], taggedUsers: ["fotografo"], videoDuration: 14.6 });
    expect(post?.videoViewCount).toBeUndefined();
    // Fields outside the normalised shape are dropped.
    expect(post).not.toHaveProperty("childPosts");
  });

  it("keeps a business category that has text", () => {
    expect(profileDataSchema.parse({ ...scraped, businessCategoryName: "Saúde/beleza" }).businessCategoryName).toBe(
      "Saúde/beleza",
    );
  });

  it.each([
    ["negative followers", { followersCount: -1 }],
    ["fractional followers", { followersCount: 10.5 }],
    ["followers as text", { followersCount: "1520" }],
    ["no username", { username: "" }],
  ])("refuses %s", (_name, override) => {
    expect(profileDataSchema.safeParse({ ...scraped, ...override }).success).toBe(false);
  });
});

describe("postSchema", () => {
  const base = { id: "1", type: "image", timestamp: "2025-05-01T18:30:00Z", likesCount: 1, commentsCount: 0 };

  it.each([
    ["hidden likes written as -1", { likesCount: -1 }],
    ["an unknown type", { type: "Image" }],
    ["igtv among feed posts", { type: "igtv" }],
    ["negative views", { videoViewCount: -5 }],
  ])("refuses %s", (_name, override) => {
    expect(postSchema.safeParse({ ...base, ...override }).success).toBe(false);
  });

  it("keeps an unreadable timestamp for the UI to show as unavailable", () => {
    expect(postSchema.parse({ ...base, timestamp: "ontem" }).timestamp).toBe("ontem");
  });
});

describe("videoSchema", () => {
  const base = { id: "9", type: "igtv", timestamp: "2025-05-01T18:30:00Z", likesCount: 3, commentsCount: 1 };

  it("accepts an IGTV video with its views and duration", () => {
    expect(videoSchema.parse({ ...base, title: null, videoViewCount: 800, videoDuration: 95.2 })).toMatchObject({
      type: "igtv",
      title: "",
      videoViewCount: 800,
      videoDuration: 95.2,
    });
  });

  it("requires the view count", () => {
    expect(videoSchema.safeParse({ ...base, videoDuration: 10 }).success).toBe(false);
  });
});

describe("relatedProfileSchema", () => {
  it("reads the scraper's snake_case fields", () => {
    expect(
      relatedProfileSchema.parse({ id: "77", username: "vizinha", full_name: null, profile_pic_url: "x", is_verified: true }),
    ).toEqual({ id: "77", username: "vizinha", full_name: "", profile_pic_url: "x", is_verified: true, is_private: false });
  });
});
