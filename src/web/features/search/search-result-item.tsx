import { sentimentLabels } from "@core/comments/sentiment";
import { formatDateTime } from "@core/format/format-date";
import { formatCount } from "@core/format/format-number";
import type { HighlightSegment } from "@core/search/highlight-terms";
import type { SearchResult } from "@core/search/search-responses";
import { formatAccountLabel } from "@core/social/account-label";
import { platformLabels } from "@core/social/platform-names";
import { postTypeLabels } from "@core/social/post-type-labels";
import { ExternalLink, Heart, MessageCircle } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { safeHttpUrl, safeImageUrl } from "~/lib/safe-url";

/** The text with the searched words in <mark> (the server's segments, joined they are the text). */
export function HighlightedText({ segments }: { segments: HighlightSegment[] }) {
  return segments.map((segment, index) =>
    segment.match ? (
      <mark key={index} className="rounded-sm bg-warning-soft px-0.5 font-medium text-warning-soft-foreground">
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}

const likesText = (likes: number | null) =>
  likes === null ? "Curtidas não informadas" : likes === 1 ? "1 curtida" : `${formatCount(likes)} curtidas`;

/**
 * One caption or comment found: who wrote it on which account's post, when, its likes, whether it
 * asks and waits for an answer, the text with the searched words marked, the post's thumbnail and
 * a link to the post on its network (Instagram or TikTok).
 */
export function SearchResultItem({ result }: { result: SearchResult }) {
  const headingId = `resultado-${result.id}`;
  const permalink = safeHttpUrl(result.postPermalink);
  const thumbnail = safeImageUrl(result.postThumbnailUrl);
  const isComment = result.kind === "comment";
  return (
    <article aria-labelledby={headingId} className="flex gap-4 rounded-lg border bg-card p-4" data-testid="search-result">
      <div className="size-16 shrink-0 overflow-hidden rounded-md bg-muted sm:size-20">
        {thumbnail ? (
          <img
            src={thumbnail}
            alt=""
            loading="lazy"
            decoding="async"
            referrerPolicy="no-referrer"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div className="grid min-w-0 flex-1 gap-2">
        <h3 id={headingId} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          {isComment ? <MessageCircle aria-hidden="true" className="size-4 text-muted-foreground" /> : null}
          {/* The account named with its network (docs/decisions/033-account-labels.md); a caption's author is the account. */}
          <span className="font-semibold break-all">{isComment ? `@${result.author}` : formatAccountLabel(result)}</span>
          <span className="text-muted-foreground">
            {isComment ? `comentou em um post de ${formatAccountLabel(result)}` : "na legenda do post"}
          </span>
        </h3>
        <p className="text-sm leading-relaxed break-words whitespace-pre-line">
          <HighlightedText segments={result.highlights.length > 0 ? result.highlights : [{ text: result.text, match: false }]} />
        </p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <time dateTime={result.publishedAt}>{formatDateTime(result.publishedAt)}</time>
          <span className="inline-flex items-center gap-1">
            <Heart aria-hidden="true" className="size-3.5" />
            {likesText(result.likes)}
          </span>
          <span>{postTypeLabels[result.postType]}</span>
          {result.unanswered ? (
            <Badge variant="warning">Sem resposta</Badge>
          ) : result.isQuestion ? (
            <Badge variant="secondary">Pergunta</Badge>
          ) : null}
          {result.sentiment && result.sentiment !== "neutral" ? (
            <Badge variant="outline">{sentimentLabels[result.sentiment]}</Badge>
          ) : null}
        </div>
        {permalink ? (
          <a
            href={permalink}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            Ver no {platformLabels[result.platform]}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(abre em nova aba)</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}
