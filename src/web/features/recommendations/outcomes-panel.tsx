import type { OutcomeResultView, OutcomeView } from "@core/outcomes/outcome-responses";
import { formatDate } from "@core/format/format-date";
import { formatEffect, formatFigure, formatInterval } from "@core/outcomes/outcome-texts";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { LoadError } from "~/components/load-error";
import { OutcomeVerdictBadge } from "./outcome-verdict";
import { useOutcomes } from "./recommendations-api";

/**
 * "Resultados": every recommendation marked done on the account, its baseline, what changed in
 * the posts and the outcome at 14 and 30 days against the trend (docs/decisions/050).
 */
export function OutcomesPanel({ accountId, enabled }: { accountId: string | undefined; enabled: boolean }) {
  const query = useOutcomes(accountId, { enabled });
  return (
    <section id="resultados" aria-labelledby="outcomes-heading" className="grid scroll-mt-24 gap-4">
      <div className="grid gap-1">
        <h2 id="outcomes-heading" className="text-xl font-semibold">
          Resultados
        </h2>
        <p className="text-sm text-muted-foreground">
          Para cada recomendação marcada como feita, comparamos o número que ela mira depois da mudança com o que a tendência das
          8 semanas anteriores previa. Uma conta não é um experimento: o efeito é associado à mudança, não causado por ela com
          certeza.
        </p>
      </div>
      {query.isPending ? (
        <div role="status" aria-busy="true">
          <span className="sr-only">Carregando resultados...</span>
          <Skeleton className="h-32" />
        </div>
      ) : query.isError ? (
        <LoadError
          title="Não foi possível carregar os resultados"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.outcomes.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="outcomes-empty">
          Nenhuma recomendação marcada como feita ainda. Marque uma como feita e medimos o efeito 14 e 30 dias depois.
        </p>
      ) : (
        <ul className="grid items-start gap-4 md:grid-cols-2" aria-label="Recomendações seguidas">
          {query.data.outcomes.map((outcome) => (
            <li key={outcome.id}>
              <OutcomeCard outcome={outcome} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One followed recommendation: its verdict, the figures, the effect with its interval, the change. */
export function OutcomeCard({ outcome }: { outcome: OutcomeView }) {
  const latest = outcome.latest;
  return (
    <Card className="gap-3 py-5" data-testid="outcome-card" aria-label={outcome.title}>
      <CardHeader className="grid gap-2 px-5">
        <div className="flex flex-wrap items-center gap-2">
          {latest ? (
            <OutcomeVerdictBadge verdict={latest.verdict} label={latest.verdictLabel} />
          ) : (
            <span className="text-sm text-muted-foreground">Em medição</span>
          )}
          <span className="text-sm text-muted-foreground">Feita em {formatDate(outcome.doneAt)}</span>
        </div>
        <CardTitle as="h3" className="text-base">
          {outcome.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 px-5 text-sm">
        {latest ? (
          <>
            <p data-testid="outcome-summary">{latest.summary}</p>
            {latest.effect !== null && latest.interval ? <EffectFigures result={latest} label={outcome.figureLabel} /> : null}
          </>
        ) : (
          <p className="text-muted-foreground">
            {outcome.nextDueAt ? `O primeiro resultado sai em ${formatDate(outcome.nextDueAt)}, 14 dias depois. ` : ""}
            Antes da mudança: {outcome.figureLabel.toLowerCase()} de{" "}
            {outcome.baseline.value === null ? "—" : formatFigure(outcome.baseline.value)} por semana, em média.
          </p>
        )}
        {outcome.change ? (
          <p className="text-muted-foreground" data-testid="outcome-change">
            <span className="font-medium text-foreground">O que mudou nas publicações: </span>
            {outcome.change.beforeText ?? "—"} antes
            {outcome.change.afterText ? `; ${outcome.change.afterText} depois` : ""}
            {outcome.change.made === false ? " (a mudança não aparece nas publicações)." : "."}
          </p>
        ) : null}
        {outcome.results.length > 1 ? (
          <p className="text-muted-foreground">
            {outcome.results
              .map(
                (result) =>
                  `${result.horizon} dias: ${result.verdictLabel}${result.effect === null ? "" : ` (${formatEffect(result.effect)})`}`,
              )
              .join(" · ")}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function EffectFigures({ result, label }: { result: OutcomeResultView; label: string }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-md bg-muted p-3 sm:grid-cols-4" aria-label={label}>
      <div>
        <dt className="text-xs text-muted-foreground">Antes (média semanal)</dt>
        <dd className="font-medium">{result.before === null ? "—" : formatFigure(result.before)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Depois</dt>
        <dd className="font-medium">{formatFigure(result.after!)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Previsto pela tendência</dt>
        <dd className="font-medium">{formatFigure(result.predicted!)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Efeito associado</dt>
        <dd className="font-medium" data-testid="outcome-effect">
          {formatEffect(result.effect!)}
        </dd>
      </div>
      <div className="col-span-2 sm:col-span-4">
        <dt className="text-xs text-muted-foreground">Intervalo de 90%</dt>
        <dd className="font-medium" data-testid="outcome-interval">
          {formatInterval(result.interval!)}
        </dd>
      </div>
    </dl>
  );
}
