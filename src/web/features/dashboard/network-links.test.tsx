import type { Platform } from "@core/social/platform-names";
import type { Post } from "@core/social/profile-data";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RecentPosts } from "./content-lists";
import type { DashboardAnalytics } from "./dashboard-types";
import { ProfileCard } from "./profile-card";

// A link to a post or a profile tells a screen reader which network it opens: the account's.

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

function profileCard(platform: Platform) {
  const analytics = {
    profile: {
      username: "loja",
      fullName: "Loja",
      url: platform === "tiktok" ? "https://www.tiktok.com/@loja" : "https://www.instagram.com/loja/",
      profilePicUrl: "",
      externalUrl: null,
      verified: false,
      private: false,
      businessCategoryName: null,
      biography: "",
    },
    metrics: { followsCount: 1, postsCount: 2, videosCount: 2, engagementRatePerView: platform === "tiktok" ? 1 : undefined },
  } as unknown as DashboardAnalytics;
  return text(
    renderToStaticMarkup(
      <ProfileCard analytics={analytics} platform={platform} age="há 1 hora" refreshing={false} onRefresh={() => {}} />,
    ),
  );
}

const post = (url: string): Post =>
  ({
    id: "p1",
    type: "video",
    caption: "Novidade",
    timestamp: "2026-11-20T12:00:00Z",
    displayUrl: "",
    url,
    likesCount: 1,
    commentsCount: 1,
  }) as unknown as Post;

describe("links to the network", () => {
  it("name TikTok for a TikTok account's profile and posts", () => {
    expect(profileCard("tiktok")).toContain("(abre o perfil no TikTok em nova aba)");
    expect(profileCard("tiktok")).not.toContain("Instagram");
    const posts = text(
      renderToStaticMarkup(<RecentPosts posts={[post("https://www.tiktok.com/@loja/video/1")]} platform="tiktok" />),
    );
    expect(posts).toContain("(abre no TikTok em nova aba)");
  });

  it("name Instagram for an Instagram account's", () => {
    expect(profileCard("instagram")).toContain("(abre o perfil no Instagram em nova aba)");
    const posts = text(
      renderToStaticMarkup(<RecentPosts posts={[post("https://www.instagram.com/p/abc/")]} platform="instagram" />),
    );
    expect(posts).toContain("(abre no Instagram em nova aba)");
  });
});
