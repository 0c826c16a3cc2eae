import { formatCompactNumber } from "@core/format/format-number";
import { opensOnNetwork, type Platform } from "@core/social/platform-names";
import { BadgeCheck, ExternalLink, Lock, RefreshCw } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import type { DashboardAnalytics } from "./dashboard-types";
import { displayUrl, initialsOf } from "./dashboard-view";
import { safeHttpUrl, safeImageUrl } from "~/lib/safe-url";

type Props = {
  analytics: DashboardAnalytics;
  /** The account's network, named by the profile link. */
  platform: Platform;
  age: string;
  refreshing: boolean;
  onRefresh: () => void;
};

/** docs/product/screens.md profile card: who the account is, its counts, and 'refresh from the database'. */
export function ProfileCard({ analytics, platform, age, refreshing, onRefresh }: Props) {
  const { profile, metrics } = analytics;
  const name = profile.fullName.trim() || profile.username;
  const picture = safeImageUrl(profile.profilePicUrl);
  const profileUrl = safeHttpUrl(profile.url);
  const website = safeHttpUrl(profile.externalUrl);
  // On TikTok (the network with a rate per view) every post is a video: the account's videos,
  // not Instagram's posts and recent videos side by side.
  const counts =
    metrics.engagementRatePerView === undefined
      ? [
          { label: "Seguindo", value: metrics.followsCount },
          { label: "Posts", value: metrics.postsCount },
          { label: "Vídeos", value: metrics.videosCount },
        ]
      : [
          { label: "Seguindo", value: metrics.followsCount },
          { label: "Vídeos", value: metrics.postsCount },
        ];
  return (
    <Card aria-labelledby="profile-name" className="gap-4">
      <CardContent className="grid gap-4">
        <div className="flex items-start gap-4">
          <Avatar className="size-16 text-lg">
            {picture ? <AvatarImage src={picture} alt="" referrerPolicy="no-referrer" /> : null}
            <AvatarFallback>{initialsOf(name)}</AvatarFallback>
          </Avatar>
          <div className="grid min-w-0 flex-1 gap-1">
            <h2 id="profile-name" className="flex flex-wrap items-center gap-1.5 text-xl leading-tight font-semibold">
              <span className="break-words">{name}</span>
              {profile.verified ? (
                <Badge variant="secondary">
                  <BadgeCheck aria-hidden="true" />
                  Verificado
                </Badge>
              ) : null}
              {profile.private ? (
                <Badge variant="outline">
                  <Lock aria-hidden="true" />
                  Privado
                </Badge>
              ) : null}
            </h2>
            {profileUrl ? (
              <a
                href={profileUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="w-fit rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                @{profile.username}
                <span className="sr-only"> {opensOnNetwork(platform, "o perfil")}</span>
              </a>
            ) : (
              <p className="text-sm text-muted-foreground">@{profile.username}</p>
            )}
            {profile.businessCategoryName ? (
              <p className="text-sm text-muted-foreground">{profile.businessCategoryName}</p>
            ) : null}
          </div>
          <Button
            variant="outline"
            size="icon"
            onClick={onRefresh}
            disabled={refreshing}
            aria-label="Atualizar dados"
            title="Atualizar dados"
          >
            <RefreshCw aria-hidden="true" className={cn(refreshing && "animate-spin motion-reduce:animate-none")} />
          </Button>
        </div>
        {profile.biography.trim() ? <p className="text-sm whitespace-pre-line">{profile.biography}</p> : null}
        {website ? (
          <a
            href={website}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {displayUrl(website)}
            <span className="sr-only"> (abre em nova aba)</span>
          </a>
        ) : null}
        <dl
          className={cn(
            "grid gap-2 rounded-lg bg-muted px-3 py-2 text-center",
            counts.length === 3 ? "grid-cols-3" : "grid-cols-2",
          )}
        >
          {counts.map((count) => (
            <div key={count.label} className="grid">
              <dt className="text-xs text-muted-foreground">{count.label}</dt>
              <dd className="text-base font-semibold tabular-nums">{formatCompactNumber(count.value)}</dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground">Última coleta: {age}</p>
      </CardContent>
    </Card>
  );
}
