import { formatDate } from "@core/format/format-date";
import { formatDuration } from "@core/format/format-duration";
import { formatCaption } from "@core/format/format-caption";
import { formatCompactNumber } from "@core/format/format-number";
import { contentLists, opensOnNetwork, type Platform } from "@core/social/platform-names";
import { mediaTypeLabels } from "@core/social/post-type-labels";
import type { Post, RelatedProfile } from "@core/social/profile-data";
import type { RecentVideo } from "@core/social/videos";
import { BadgeCheck, Clock, Eye, Heart, Lock, MessageCircle, Play } from "lucide-react";
import type { ReactNode } from "react";
import { LateSection } from "~/components/late-section";
import { Avatar, AvatarFallback, AvatarImage } from "~/components/ui/avatar";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { DashboardAnalytics } from "./dashboard-types";
import { formatMoreRelated, initialsOf, LIST_CAP } from "./dashboard-view";
import { safeHttpUrl, safeImageUrl } from "~/lib/safe-url";

const linkClass =
  "rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-offset-2 focus-visible:ring-offset-background";

function ListSection({ id, title, empty, children }: { id: string; title: string; empty: boolean; children: ReactNode }) {
  return (
    <Card aria-labelledby={id} className="gap-4" role="region">
      <CardHeader>
        <CardTitle as="h2" id={id} className="text-lg">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{empty ? <p className="text-sm text-muted-foreground">Nada por aqui ainda.</p> : children}</CardContent>
    </Card>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <span className="inline-flex items-center gap-1 tabular-nums">
      {icon}
      <span className="sr-only">{label}: </span>
      {value}
    </span>
  );
}

/**
 * The dashboard's lists below the period (docs/product/screens.md), each a late section (docs/decisions/021):
 * recent posts, recent videos and related profiles, those the account's network fills
 * (contentLists: a TikTok account lists its recent videos alone).
 */
export function ContentLists({ analytics, platform }: { analytics: DashboardAnalytics; platform: Platform }) {
  const lists = contentLists[platform];
  return (
    <>
      {lists.recentPosts ? (
        <LateSection label="as publicações recentes" minHeight="24rem">
          <RecentPosts posts={analytics.recentPosts} platform={platform} />
        </LateSection>
      ) : null}
      <LateSection label="os vídeos recentes" minHeight="20rem">
        <RecentVideos
          videos={analytics.recentVideos}
          total={analytics.metrics.videosCount}
          platform={platform}
          everyPostVideo={analytics.metrics.engagementRatePerView !== undefined}
        />
      </LateSection>
      {lists.relatedProfiles ? (
        <LateSection label="os perfis relacionados" minHeight="16rem">
          <RelatedProfiles profiles={analytics.relatedProfiles} total={analytics.relatedProfilesTotal} />
        </LateSection>
      ) : null}
    </>
  );
}

/** docs/product/screens.md: the first 6 recent posts, each linking to the post on its network. */
export function RecentPosts({ posts, platform }: { posts: Post[]; platform: Platform }) {
  const shown = posts.slice(0, LIST_CAP);
  return (
    <ListSection id="recent-posts-heading" title="Posts recentes" empty={shown.length === 0}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Posts recentes">
        {shown.map((post) => (
          <li key={post.id} data-testid="recent-post">
            <MediaItem
              platform={platform}
              url={post.url}
              picture={post.displayUrl}
              typeLabel={mediaTypeLabels[post.type]}
              title={formatCaption(post.caption)}
              date={formatDate(post.timestamp)}
              stats={
                <>
                  <Stat
                    icon={<Heart aria-hidden="true" className="size-3.5" />}
                    label="Curtidas"
                    value={formatCompactNumber(post.likesCount)}
                  />
                  <Stat
                    icon={<MessageCircle aria-hidden="true" className="size-3.5" />}
                    label="Comentários"
                    value={formatCompactNumber(post.commentsCount)}
                  />
                </>
              }
            />
          </li>
        ))}
      </ul>
    </ListSection>
  );
}

/**
 * docs/product/screens.md: the first 6 recent videos (feed videos, Reels and IGTV: the videos the cards count),
 * with views and duration (m:ss); a figure the source did not report shows as '—'.
 */
export function RecentVideos({
  videos,
  total,
  platform,
  everyPostVideo = false,
}: {
  videos: RecentVideo[];
  total: number;
  platform: Platform;
  everyPostVideo?: boolean;
}) {
  const shown = videos.slice(0, LIST_CAP);
  return (
    <ListSection id="recent-videos-heading" title="Vídeos recentes" empty={shown.length === 0}>
      {total > shown.length ? (
        <p className="mb-3 text-sm text-muted-foreground">
          Mostrando {shown.length} de {total} vídeos recentes{everyPostVideo ? "." : " (vídeos, Reels e IGTV)."}
        </p>
      ) : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Vídeos recentes">
        {shown.map((video) => (
          <li key={video.id} data-testid="recent-video">
            <MediaItem
              platform={platform}
              url={video.url}
              picture={video.displayUrl}
              typeLabel={mediaTypeLabels[video.type]}
              title={video.title.trim() || formatCaption(video.caption)}
              date={formatDate(video.timestamp)}
              stats={
                <>
                  <Stat
                    icon={<Eye aria-hidden="true" className="size-3.5" />}
                    label="Visualizações"
                    value={video.videoViewCount === null ? "—" : formatCompactNumber(video.videoViewCount)}
                  />
                  <Stat
                    icon={<Clock aria-hidden="true" className="size-3.5" />}
                    label="Duração"
                    value={video.videoDuration === null ? "—" : formatDuration(video.videoDuration)}
                  />
                </>
              }
            />
          </li>
        ))}
      </ul>
    </ListSection>
  );
}

function MediaItem(props: {
  platform: Platform;
  url: string;
  picture: string;
  typeLabel: string;
  title: string;
  date: string;
  stats: ReactNode;
}) {
  const href = safeHttpUrl(props.url);
  const picture = safeImageUrl(props.picture);
  const body = (
    <>
      <div className="relative aspect-square overflow-hidden rounded-md bg-muted">
        {picture ? (
          <img
            src={picture}
            alt=""
            loading="lazy"
            decoding="async"
            referrerPolicy="no-referrer"
            className="size-full object-cover"
          />
        ) : null}
        <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded bg-black/70 px-1.5 py-0.5 text-xs font-medium text-white">
          {props.typeLabel === "Vídeo" || props.typeLabel === "Reels" || props.typeLabel === "IGTV" ? (
            <Play aria-hidden="true" className="size-3" />
          ) : null}
          {props.typeLabel}
        </span>
      </div>
      <p className="line-clamp-2 text-sm font-medium break-words">{props.title}</p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <time>{props.date}</time>
        {props.stats}
      </p>
    </>
  );
  if (!href) return <div className="grid gap-2">{body}</div>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`grid gap-2 p-1 hover:bg-accent/50 ${linkClass}`}>
      {body}
      <span className="sr-only">{opensOnNetwork(props.platform)}</span>
    </a>
  );
}

/** docs/product/screens.md: the first 6 related profiles, then 'E mais N perfis relacionados...'. */
export function RelatedProfiles({ profiles, total }: { profiles: RelatedProfile[]; total: number }) {
  const shown = profiles.slice(0, LIST_CAP);
  const more = formatMoreRelated(total, shown.length);
  return (
    <ListSection id="related-heading" title="Perfis relacionados" empty={shown.length === 0}>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label="Perfis relacionados">
        {shown.map((profile) => {
          const picture = safeImageUrl(profile.profile_pic_url);
          const name = profile.full_name.trim() || profile.username;
          return (
            <li key={profile.id} data-testid="related-profile">
              <a
                href={`https://www.instagram.com/${encodeURIComponent(profile.username)}/`}
                target="_blank"
                rel="noopener noreferrer"
                className={`flex items-center gap-3 p-2 hover:bg-accent/50 ${linkClass}`}
              >
                <Avatar className="size-10">
                  {picture ? <AvatarImage src={picture} alt="" referrerPolicy="no-referrer" /> : null}
                  <AvatarFallback>{initialsOf(name)}</AvatarFallback>
                </Avatar>
                <span className="grid min-w-0">
                  <span className="flex items-center gap-1 truncate text-sm font-medium">
                    {name}
                    {profile.is_verified ? (
                      <>
                        <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-primary" />
                        <span className="sr-only">(verificado)</span>
                      </>
                    ) : null}
                    {profile.is_private ? (
                      <>
                        <Lock aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
                        <span className="sr-only">(privado)</span>
                      </>
                    ) : null}
                  </span>
                  <span className="truncate text-xs text-muted-foreground">@{profile.username}</span>
                </span>
                <span className="sr-only">(abre no Instagram em nova aba)</span>
              </a>
            </li>
          );
        })}
      </ul>
      {more ? <p className="mt-3 text-sm text-muted-foreground">{more}</p> : null}
    </ListSection>
  );
}
