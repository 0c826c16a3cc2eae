import { describeAnswered, sentimentSourceNotes, type CommentsSummary } from "@core/analytics/comments-summary";
import { resolvePeriod } from "@core/analytics/period";
import { sentimentLabels, sentiments, type Sentiment } from "@core/comments/sentiment";
import { formatDateTime, formatDayRange } from "@core/format/format-date";
import { opensOnNetwork, type Platform } from "@core/social/platform-names";
import { describeResponseTimeChange, formatResponseTime } from "@core/replies/response-time";
import { ExternalLink, MessageCircleQuestion, MessageSquareReply, Search, Timer } from "lucide-react";
import { lazy, type ReactNode, useDeferredValue } from "react";
import { Link, useSearchParams } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { cn } from "~/lib/cn";
import { useCommentsSummary } from "./comments-api";
import { describeSample, summarizeCommentsSeries, unansweredCaption, unansweredSearchHref } from "./comments-view";
import { safeHttpUrl } from "~/lib/safe-url";
import { readPeriodSelection, type PeriodSelection } from "~/lib/period-search";
import { isUpdatingPeriod } from "./period-view";
import { SectionErrorBoundary } from "./section-error-boundary";
import { WhenNear } from "./when-near";
import { ptBrNumberFormat } from "@core/format/pt-br-number";
import { LoadError } from "~/components/load-error";

// The comments' chart draws with the period charts' recharts chunk, when its card comes near.
const CommentsDrawing = lazy(() => import("./period-chart-drawings").then((module) => ({ default: module.CommentsDrawing })));

const integerFormat = ptBrNumberFormat();

/**
 * "O que dizem os comentários" (docs/product/features.md "Comments and search"), for the period in the URL
 * (the period section's selector): comments over time, questions without an answer after 24 h
 * (with the search that lists them), sentiment shares, top terms and hashtags, and the frequent
 * questions with examples. Loaded after the first paint, from GET /api/comments/summary.
 */
export default function CommentsSection({ accountId, platform, now }: { accountId: string; platform: Platform; now: Date }) {
  const [searchParams] = useSearchParams();
  const selection = readPeriodSelection(searchParams);
  // An invalid range in the URL: the period section says why; nothing is asked for.
  const resolved = resolvePeriod(selection, now);
  const summary = useCommentsSummary(accountId, selection, resolved.ok);
  // Rendered in a transition, in slices (period-section.tsx); until then the previous period's
  // comments stay on screen, busy, under their own range.
  const data = useDeferredValue(summary.data);
  const updating = isUpdatingPeriod(data, summary.data, selection);
  const range = data ? data.period : resolved.ok ? resolved.period : null;
  return (
    <section aria-labelledby="comments-heading" className="grid min-w-0 gap-4" data-testid="comments-section">
      <div className="grid gap-1">
        <h2 id="comments-heading" className="text-xl font-semibold">
          O que dizem os comentários
        </h2>
        <p className="min-h-5 text-sm text-muted-foreground">
          {range ? `Comentários recebidos de ${formatDayRange(range)}` : null}
        </p>
      </div>
      {!resolved.ok ? null : !data && summary.isError ? (
        <LoadError
          title="Não foi possível carregar os comentários."
          error={summary.error}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : !data ? (
        <CommentsSkeleton />
      ) : (
        <div
          className={cn("grid min-w-0 gap-4 transition-opacity", updating && "opacity-60")}
          aria-busy={updating}
          data-testid="comments-figures"
        >
          <p role="status" className="sr-only">
            {updating ? "Carregando os comentários..." : null}
          </p>
          <CommentsBody summary={data} accountId={accountId} platform={platform} selection={selection} />
        </div>
      )}
    </section>
  );
}

function CommentsBody({
  summary,
  accountId,
  platform,
  selection,
}: {
  summary: CommentsSummary;
  accountId: string;
  platform: Platform;
  selection: PeriodSelection;
}) {
  if (!summary.collected) {
    return (
      <EmptyCard>
        <p className="font-medium text-foreground">Ainda não há comentários coletados desta conta.</p>
        <p>Os comentários das publicações são lidos a cada coleta e aparecem aqui depois da próxima.</p>
      </EmptyCard>
    );
  }
  if (summary.total === 0) {
    return (
      <EmptyCard>
        <p className="font-medium text-foreground">Nenhum comentário recebido neste período.</p>
        <p>Escolha um período maior no seletor acima.</p>
      </EmptyCard>
    );
  }
  const sample = describeSample(summary);
  return (
    <>
      <div className="grid min-w-0 gap-4 lg:grid-cols-3">
        <Card className="min-w-0 gap-4 overflow-x-clip lg:col-span-2" role="region" aria-labelledby="comments-chart-heading">
          <CardHeader>
            <CardTitle id="comments-chart-heading">Comentários ao longo do tempo</CardTitle>
            {/* The chart's text alternative (WCAG 1.1.1). */}
            <CardDescription data-testid="chart-summary">{summarizeCommentsSeries(summary.series)}</CardDescription>
          </CardHeader>
          <CardContent className="h-56">
            <SectionErrorBoundary title="Não foi possível carregar o gráfico.">
              <WhenNear>
                <CommentsDrawing points={summary.series} />
              </WhenNear>
            </SectionErrorBoundary>
          </CardContent>
        </Card>
        <UnansweredCard
          summary={summary}
          href={unansweredSearchHref(accountId, selection)}
          inboxHref={`/respostas?${new URLSearchParams({ conta: accountId, de: summary.period.from, ate: summary.period.to })}`}
        />
      </div>
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <SentimentCard summary={summary} />
        <TermsCard summary={summary} />
      </div>
      <QuestionsCard summary={summary} platform={platform} />
      {sample ? <p className="text-xs text-muted-foreground">{sample}</p> : null}
    </>
  );
}

function UnansweredCard({ summary, href, inboxHref }: { summary: CommentsSummary; href: string; inboxHref: string }) {
  const { unanswered } = summary.questions;
  const responseTime = summary.responseTime;
  const change = responseTime
    ? describeResponseTimeChange(responseTime.current.medianMinutes, responseTime.previous.medianMinutes)
    : null;
  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby="unanswered-heading">
      <CardHeader>
        <CardTitle id="unanswered-heading">Perguntas nos comentários</CardTitle>
        <CardDescription>{describeAnswered(summary.questions)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="flex items-center gap-3" data-testid="unanswered-count">
          <MessageCircleQuestion
            aria-hidden="true"
            className={cn("size-8 shrink-0", unanswered > 0 ? "text-warning-soft-foreground" : "text-muted-foreground")}
          />
          <span className="grid">
            <span className="text-sm font-medium">{unansweredCaption}</span>{" "}
            <span className="text-3xl font-bold tabular-nums">{integerFormat.format(unanswered)}</span>
          </span>
        </p>
        {responseTime ? (
          // The median time to the account's first answer (docs/decisions/048-replies.md).
          <p className="flex items-start gap-3 text-sm" data-testid="response-time">
            <Timer aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
            <span className="grid">
              <span>
                <span className="font-medium">Tempo de resposta:</span>{" "}
                {responseTime.current.medianMinutes === null
                  ? "nenhuma resposta no período"
                  : formatResponseTime(responseTime.current.medianMinutes)}
              </span>
              {change ? <span className="text-muted-foreground">{change}</span> : null}
            </span>
          </p>
        ) : null}
        {unanswered > 0 ? (
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm" className="w-fit">
              <Link to={inboxHref}>
                <MessageSquareReply aria-hidden="true" />
                Responder no Inteligram
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm" className="w-fit">
              <Link to={href}>
                <Search aria-hidden="true" />
                Ver as perguntas sem resposta
              </Link>
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

const sentimentBarClass: Readonly<Record<Sentiment, string>> = {
  positive: "bg-success",
  neutral: "bg-muted-foreground/40",
  negative: "bg-destructive",
};

function SentimentCard({ summary }: { summary: CommentsSummary }) {
  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby="sentiment-heading">
      <CardHeader>
        <CardTitle id="sentiment-heading">Sentimento dos comentários</CardTitle>
        <CardDescription>{sentimentSourceNotes[summary.sentimentSource]}.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {sentiments.map((key) => {
            const share = summary.sentiment[key];
            return (
              <li key={key} className="grid gap-1" data-testid={`sentiment-${key}`}>
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="font-medium">{sentimentLabels[key]}</span>
                  <span className="text-muted-foreground tabular-nums">
                    <span className="font-semibold text-foreground">{share.percent}%</span> ({integerFormat.format(share.count)})
                  </span>
                </div>
                <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                  <div className={cn("h-full rounded-full", sentimentBarClass[key])} style={{ width: `${share.percent}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

function TermList({ title, terms, empty }: { title: string; terms: CommentsSummary["terms"]; empty: string }) {
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-medium">{title}</h4>
      {terms.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {terms.map((term) => (
            <li key={term.term}>
              <Badge variant="secondary" className="max-w-full text-sm font-normal">
                <span className="truncate">{term.term}</span>
                <span className="text-xs text-muted-foreground tabular-nums">{integerFormat.format(term.count)}</span>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TermsCard({ summary }: { summary: CommentsSummary }) {
  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby="terms-heading">
      <CardHeader>
        <CardTitle id="terms-heading">Termos e hashtags mais usados</CardTitle>
        <CardDescription>Em quantos comentários cada um aparece.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <TermList title="Termos" terms={summary.terms} empty="Nenhum termo se repete nos comentários." />
        <TermList title="Hashtags" terms={summary.hashtags} empty="Nenhuma hashtag nos comentários." />
      </CardContent>
    </Card>
  );
}

function QuestionsCard({ summary, platform }: { summary: CommentsSummary; platform: Platform }) {
  const { groups } = summary.questions;
  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby="questions-heading">
      <CardHeader>
        <CardTitle id="questions-heading">Perguntas frequentes</CardTitle>
        <CardDescription>As perguntas do período agrupadas por assunto, com as mais recentes de exemplo.</CardDescription>
      </CardHeader>
      <CardContent>
        {groups.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhuma pergunta nos comentários do período.</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {groups.map((group) => (
              <li
                key={group.topic}
                className="grid min-w-0 content-start gap-2 rounded-lg border p-4"
                data-testid="question-group"
              >
                <h4 className="flex flex-wrap items-baseline justify-between gap-x-2 font-medium">
                  {group.label}
                  <span className="text-sm font-normal whitespace-nowrap text-muted-foreground tabular-nums">
                    {group.count === 1 ? "1 pergunta" : `${integerFormat.format(group.count)} perguntas`}
                  </span>
                </h4>
                <ul className="grid gap-2">
                  {group.examples.map((example, index) => (
                    <QuestionExample key={index} example={example} platform={platform} />
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function QuestionExample({
  example,
  platform,
}: {
  example: CommentsSummary["questions"]["groups"][number]["examples"][number];
  platform: Platform;
}) {
  const href = safeHttpUrl(example.permalink);
  return (
    <li className="grid min-w-0 gap-1 text-sm">
      <q className="break-words">{example.text}</q>
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <span className="break-all">@{example.username}</span>
        <span>{formatDateTime(example.publishedAt)}</span>
        {example.unanswered ? <Badge variant="warning">Sem resposta</Badge> : null}
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 rounded-sm underline-offset-2 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            Ver publicação
            <ExternalLink aria-hidden="true" className="size-3" />
            <span className="sr-only"> {opensOnNetwork(platform)}</span>
          </a>
        ) : null}
      </span>
    </li>
  );
}

function EmptyCard({ children }: { children: ReactNode }) {
  return (
    <Card className="gap-0 py-0" role="status">
      <div className="grid gap-1 p-6 text-center text-sm text-muted-foreground">{children}</div>
    </Card>
  );
}

function CommentsSkeleton() {
  return (
    <div className="grid gap-4" role="status">
      <span className="sr-only">Carregando os comentários...</span>
      <div className="grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-[21rem] lg:col-span-2" />
        <Skeleton className="h-[21rem]" />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}
