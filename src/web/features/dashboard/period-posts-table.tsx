import { postTypeLabels, type PeriodPost, type PostSortKey } from "@core/analytics/analytics-responses";
import { formatCaption } from "@core/format/format-caption";
import { formatDate } from "@core/format/format-date";
import { formatCompactNumber } from "@core/format/format-number";
import { formatPercent } from "@core/format/format-percent";
import { opensOnNetwork, type Platform } from "@core/social/platform-names";
import { insightGapLabels } from "@core/social/insight-gaps";
import type { InsightsUnavailableReason } from "@core/social/owner-insights";
import { POST_TYPES, type PostType } from "@core/social/profile-data";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, ExternalLink } from "lucide-react";
import { type ReactNode, useDeferredValue, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { cn } from "~/lib/cn";
import { postsPageSize, type PostsTableState } from "./analytics-api";
import { safeHttpUrl, safeImageUrl } from "~/lib/safe-url";
import type { PeriodSelection } from "~/lib/period-search";
import { ariaSortOf, countPages, formatPageLabel, noPostsMessage, sortBy } from "./period-view";
import { usePeriodPosts } from "./use-period-analytics";
import { LoadError } from "~/components/load-error";

const initialTable: PostsTableState = { type: null, sort: "date", order: "desc", page: 1 };

type Column = { key: Exclude<PostSortKey, "date">; label: string; value: (post: PeriodPost) => ReactNode };

const numericColumns: Column[] = [
  { key: "engagement", label: "Engajamento", value: (post) => formatPercent(post.engagementRate) },
  { key: "likes", label: "Curtidas", value: (post) => formatCompactNumber(post.likes) },
  { key: "comments", label: "Comentários", value: (post) => formatCompactNumber(post.comments) },
  { key: "views", label: "Visualizações", value: (post) => (post.views === null ? "—" : formatCompactNumber(post.views)) },
];

// TikTok (decision 029): the rate per follower named beside the one per view, and the shares that
// count among its interactions.
const tiktokColumns: typeof numericColumns = [
  { key: "engagement", label: "Eng. por seguidor", value: (post) => formatPercent(post.engagementRate) },
  ...numericColumns.slice(1),
  { key: "shares", label: "Compartilhamentos", value: (post) => (post.shares == null ? "—" : formatCompactNumber(post.shares)) },
];

/** A post's own figure, or the reason it has none in a few words (never a 0). */
function postInsightCell(value: number | null | undefined, post: PeriodPost): ReactNode {
  if (value !== null && value !== undefined) return formatCompactNumber(value);
  const gap = post.insights?.unavailable;
  return gap ? <span className="text-xs text-muted-foreground">{insightGapLabels[gap.reason]}</span> : "—";
}

// The owner's insights (docs/decisions/044): sortable by reach and saves.
const insightColumns: Column[] = [
  { key: "reach", label: "Alcance", value: (post) => postInsightCell(post.insights?.reach, post) },
  { key: "saves", label: "Salvamentos", value: (post) => postInsightCell(post.insights?.saved, post) },
];

// Reasons that hold for every post of the account: the columns would say only that, so they are
// left out (the period's cards say it once).
const accountWideReasons: readonly InsightsUnavailableReason[] = [
  "username_connection",
  "not_supported",
  "personal_account",
  "missing_permission",
];

/** Whether a page of posts has any of the owner's figures, or a reason of the post's own (a delay, too few viewers). */
function showsInsights(posts: readonly PeriodPost[]): boolean {
  return posts.some(
    (post) =>
      post.insights && (post.insights.unavailable === null || !accountWideReasons.includes(post.insights.unavailable.reason)),
  );
}

const typeFilters: { type: PostType | null; label: string }[] = [
  { type: null, label: "Todos" },
  ...POST_TYPES.map((type) => ({ type, label: postTypeLabels[type] })),
];

const cellClass = "px-3 py-2 text-right tabular-nums whitespace-nowrap";

function SortableHeader({
  table,
  column,
  label,
  onSort,
}: {
  table: PostsTableState;
  column: PostSortKey;
  label: string;
  onSort: () => void;
}) {
  const sorted = ariaSortOf(table, column);
  const Icon = sorted === "ascending" ? ArrowUp : sorted === "descending" ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={sorted} className="px-1 py-1 text-right font-medium whitespace-nowrap">
      <button
        type="button"
        onClick={onSort}
        className={cn(
          "inline-flex items-center gap-1 rounded-md px-2 py-1 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60",
          sorted && "text-foreground",
        )}
      >
        {label}
        <Icon aria-hidden="true" className="size-3.5" />
      </button>
    </th>
  );
}

function PostCell({ post, platform }: { post: PeriodPost; platform: Platform }) {
  const href = safeHttpUrl(post.permalink);
  const picture = safeImageUrl(post.thumbnailUrl);
  const caption = formatCaption(post.caption);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <div className="size-12 shrink-0 overflow-hidden rounded-md bg-muted">
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
      </div>
      <div className="grid min-w-0 gap-0.5">
        <span className="text-xs font-medium text-muted-foreground" data-testid="post-type">
          {postTypeLabels[post.type]}
        </span>
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="line-clamp-2 rounded-sm text-sm font-medium break-words underline-offset-2 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            {caption}
            <ExternalLink aria-hidden="true" className="ml-1 inline size-3 align-baseline" />
            <span className="sr-only"> {opensOnNetwork(platform)}</span>
          </a>
        ) : (
          <span className="line-clamp-2 text-sm font-medium break-words">{caption}</span>
        )}
      </div>
    </div>
  );
}

/**
 * The period's posts, a page at a time: sortable columns, a type filter and pages. On a narrow
 * screen the table scrolls inside its own box, never the page.
 */
export function PeriodPostsTable({ accountId, selection }: { accountId: string; selection: PeriodSelection }) {
  const [table, setTable] = useState(initialTable);
  const posts = usePeriodPosts(accountId, selection, table);
  // Rendered in a transition, in slices (period-section.tsx, PeriodBody).
  const data = useDeferredValue(posts.data);
  // The rows still show the previous answer: busy for assistive technology until they catch up
  // (a sort read back right after its answer came found the old order, 2026-11-28).
  const behind = data !== posts.data;
  const pages = data ? countPages(data.total, postsPageSize) : 1;
  const updating = posts.isFetching && posts.isPlaceholderData;
  // Every TikTok post is a video: no type filter; views and shares columns (decision 029).
  const tiktok = data?.platform === "tiktok";
  const columns = [...(tiktok ? tiktokColumns : numericColumns), ...(data && showsInsights(data.posts) ? insightColumns : [])];

  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby="period-posts-heading">
      <CardHeader className="gap-3">
        <CardTitle as="h3" id="period-posts-heading">
          Publicações do período
        </CardTitle>
        <div role="group" aria-label="Tipo de publicação" className="flex flex-wrap gap-2" hidden={tiktok}>
          {typeFilters.map((filter) => (
            <Button
              key={filter.label}
              size="sm"
              variant={table.type === filter.type ? "default" : "outline"}
              aria-pressed={table.type === filter.type}
              onClick={() => setTable({ ...table, type: filter.type, page: 1 })}
            >
              {filter.label}
            </Button>
          ))}
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        {posts.isError && !data ? (
          <LoadError
            title="Não foi possível carregar as publicações."
            error={posts.error}
            onRetry={() => void posts.refetch()}
            retrying={posts.isFetching}
          />
        ) : data && data.total === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            {table.type === null ? noPostsMessage : `Nenhuma publicação do tipo ${postTypeLabels[table.type]} neste período`}
          </p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground sm:hidden">Deslize a tabela para o lado para ver todas as colunas.</p>
            {/* Scrolls inside its own box on a narrow screen (relative: its cells' positioned
                screen-reader texts stay inside too, instead of widening the page). */}
            <div
              className={cn(
                "relative overflow-x-auto rounded-lg border transition-opacity outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
                updating && "opacity-60",
              )}
              tabIndex={0}
              role="group"
              aria-label="Tabela de publicações (role para ver todas as colunas)"
              aria-busy={posts.isFetching || behind}
            >
              <table
                className={cn("w-full text-sm", columns.length > 5 ? "min-w-[52rem]" : "min-w-[44rem]")}
                data-testid="period-posts"
              >
                <caption className="sr-only">
                  Publicações do período com {columns.map((column) => column.label.toLowerCase()).join(", ")} e data
                </caption>
                <thead className="border-b bg-muted/50 text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-left font-medium">
                      Publicação
                    </th>
                    {columns.map((column) => (
                      <SortableHeader
                        key={column.key}
                        table={table}
                        column={column.key}
                        label={column.label}
                        onSort={() => setTable(sortBy(table, column.key))}
                      />
                    ))}
                    <SortableHeader table={table} column="date" label="Data" onSort={() => setTable(sortBy(table, "date"))} />
                  </tr>
                </thead>
                <tbody>
                  {data
                    ? data.posts.map((post) => (
                        <tr key={post.id} className="border-b last:border-0" data-testid="period-post">
                          <td className="max-w-80 min-w-56 px-3 py-2">
                            <PostCell post={post} platform={data.platform ?? "instagram"} />
                          </td>
                          {columns.map((column) => (
                            <td key={column.key} className={cellClass} data-column={column.key}>
                              {column.value(post)}
                            </td>
                          ))}
                          <td className={cellClass} data-column="date">
                            {formatDate(post.publishedAt)}
                          </td>
                        </tr>
                      ))
                    : Array.from({ length: 5 }, (_, index) => (
                        <tr key={index} className="border-b last:border-0">
                          <td colSpan={columns.length + 2} className="px-3 py-2">
                            <Skeleton className="h-12" />
                          </td>
                        </tr>
                      ))}
                </tbody>
              </table>
            </div>
            {data ? (
              <nav aria-label="Páginas das publicações" className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {formatPageLabel(data.page, pages)}
                </p>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={table.page <= 1}
                    onClick={() => setTable({ ...table, page: table.page - 1 })}
                  >
                    <ChevronLeft aria-hidden="true" />
                    Anterior
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={table.page >= pages}
                    onClick={() => setTable({ ...table, page: table.page + 1 })}
                  >
                    Próxima
                    <ChevronRight aria-hidden="true" />
                  </Button>
                </div>
              </nav>
            ) : (
              <div className="h-9" />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
