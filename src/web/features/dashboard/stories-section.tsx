import {
  missedStoryLabel,
  missedStoryText,
  storyTotalKeys,
  storyTotalLabels,
  type StoryTotalKey,
} from "@core/analytics/owner-insights-labels";
import type { StoriesAnswer, StoryView } from "@core/analytics/owner-insights-responses";
import { resolvePeriod } from "@core/analytics/period";
import { formatDateTime, formatDayRange } from "@core/format/format-date";
import { opensOnNetwork, type Platform } from "@core/social/platform-names";
import { EyeOff, ExternalLink } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { useSearchParams } from "react-router";
import { LoadError } from "~/components/load-error";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { cn } from "~/lib/cn";
import { readPeriodSelection } from "~/lib/period-search";
import { safeHttpUrl, safeImageUrl } from "~/lib/safe-url";
import { useStories } from "./owner-insights-api";
import { describeGap, describeStoryTotal, formatStoryFigure } from "./owner-insights-view";
import { PeriodMetricCard } from "./period-metric-cards";
import { formatComparison, isUpdatingPeriod } from "./period-view";

/** Stories shown before "Mostrar mais": a month of a daily poster fits in a few pages of them. */
const storiesPage = 12;

/**
 * "Stories" (docs/decisions/044-owner-insights-in-periods.md), for the period in the URL: the
 * stories posted in it with their figures (the last read while live, or the final ones the
 * network sent when it expired), a story never seen while live shown as missed, and the totals
 * against the previous period. Loaded after the first paint, from GET /api/analytics/stories.
 */
export default function StoriesSection({ accountId, platform, now }: { accountId: string; platform: Platform; now: Date }) {
  const [searchParams] = useSearchParams();
  const selection = readPeriodSelection(searchParams);
  const resolved = resolvePeriod(selection, now);
  const stories = useStories(accountId, selection, resolved.ok);
  const data = useDeferredValue(stories.data);
  const updating = isUpdatingPeriod(data, stories.data, selection);
  return (
    <section aria-labelledby="stories-heading" className="grid min-w-0 gap-4" data-testid="stories-section">
      <div className="grid gap-1">
        <h2 id="stories-heading" className="text-xl font-semibold">
          Stories
        </h2>
        <p className="min-h-5 text-sm text-muted-foreground">
          {data ? `${formatDayRange(data.period)}, ${formatComparison(data.previousPeriod)}` : null}
        </p>
      </div>
      {!resolved.ok ? null : !data && stories.isError ? (
        <LoadError
          title="Não foi possível carregar os stories."
          error={stories.error}
          onRetry={() => void stories.refetch()}
          retrying={stories.isFetching}
        />
      ) : !data ? (
        <div className="grid gap-4" role="status">
          <span className="sr-only">Carregando os stories...</span>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} className="h-[8.375rem]" />
            ))}
          </div>
          <Skeleton className="h-72" />
        </div>
      ) : (
        <div className={cn("grid min-w-0 gap-4 transition-opacity", updating && "opacity-60")} aria-busy={updating}>
          <p role="status" className="sr-only">
            {updating ? "Carregando os stories..." : null}
          </p>
          {/* A new answer for another period starts from its first page again. */}
          <StoriesBody key={`${data.period.from}:${data.period.to}`} stories={data} platform={platform} />
        </div>
      )}
    </section>
  );
}

function StoriesBody({ stories, platform }: { stories: StoriesAnswer; platform: Platform }) {
  const [shown, setShown] = useState(storiesPage);
  if (stories.unavailable) {
    const { title, sentence } = describeGap(stories.unavailable, platform);
    return (
      <Card className="gap-1 px-4 py-4" data-testid="stories-unavailable">
        <p className="font-semibold text-muted-foreground">{title}</p>
        <p className="text-sm text-muted-foreground">{sentence}</p>
      </Card>
    );
  }
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="stories-totals">
        {storyTotalKeys.map((key) => (
          <PeriodMetricCard key={key} metric={describeStoryTotal(key, stories.totals[key], platform)} />
        ))}
      </dl>
      {stories.previousCovered ? null : (
        <p className="text-sm text-muted-foreground">
          Sem base de comparação: o histórico desta conta não cobre o período anterior.
        </p>
      )}
      {stories.stories.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          Nenhum story publicado neste período.
        </p>
      ) : (
        <>
          <ul
            className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3"
            aria-label="Stories do período"
            data-testid="stories-list"
          >
            {stories.stories.slice(0, shown).map((story) => (
              <StoryCard key={story.id} story={story} platform={platform} />
            ))}
          </ul>
          {stories.stories.length > shown ? (
            <Button variant="outline" className="justify-self-center" onClick={() => setShown(shown + storiesPage)}>
              Mostrar mais stories ({stories.stories.length - shown} restantes)
            </Button>
          ) : null}
        </>
      )}
    </>
  );
}

// Short names for a story's small card; the totals above carry the full ones (storyTotalLabels).
const storyFigures: { key: Exclude<StoryTotalKey, "stories">; label: string }[] = [
  { key: "reach", label: "Alcance" },
  { key: "views", label: "Visualiz." },
  { key: "replies", label: "Resp." },
  { key: "shares", label: "Compart." },
  { key: "tapsForward", label: "Avançar" },
  { key: "tapsBack", label: "Voltar" },
  { key: "exits", label: "Saídas" },
];

function StoryCard({ story, platform }: { story: StoryView; platform: Platform }) {
  const picture = safeImageUrl(story.displayUrl);
  const href = safeHttpUrl(story.permalink);
  const gap = story.unavailable ? describeGap(story.unavailable, platform) : null;
  return (
    <li className="flex min-w-0 gap-3 rounded-xl border bg-card p-3" data-testid="story" data-missed={story.missed}>
      {/* Stories are 9:16; a missed one has no picture (the network keeps none after 24 h). */}
      <div className="flex aspect-[9/16] w-16 shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted">
        {picture ? (
          <img
            src={picture}
            alt=""
            loading="lazy"
            decoding="async"
            referrerPolicy="no-referrer"
            className="size-full object-cover"
          />
        ) : (
          <EyeOff aria-hidden="true" className="size-5 text-muted-foreground" />
        )}
      </div>
      <div className="grid min-w-0 flex-1 content-start gap-1.5">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium">{formatDateTime(story.postedAt)}</span>
          {story.missed ? <Badge variant="outline">{missedStoryLabel}</Badge> : null}
          {href ? (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-xs underline-offset-2 hover:underline"
            >
              Abrir
              <ExternalLink aria-hidden="true" className="size-3" />
              <span className="sr-only">
                {" "}
                o story de {formatDateTime(story.postedAt)} {opensOnNetwork(platform)}
              </span>
            </a>
          ) : null}
        </div>
        {story.missed ? <p className="text-xs text-muted-foreground">{missedStoryText}</p> : null}
        {gap ? (
          <p className="text-xs text-muted-foreground">
            <span className="font-medium">{gap.title}:</span> {gap.sentence}
          </p>
        ) : (
          <dl className="grid grid-cols-4 gap-x-2 gap-y-1 text-xs">
            {storyFigures.map((figure) => (
              <div key={figure.key} className="min-w-0">
                <dt className="truncate text-muted-foreground">
                  <abbr title={storyTotalLabels[figure.key]} className="no-underline">
                    {figure.label}
                  </abbr>
                </dt>
                <dd className="font-semibold tabular-nums">{formatStoryFigure(story[figure.key])}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </li>
  );
}
