import { periodLabels } from "@core/analytics/period";
import { formatDay } from "@core/format/format-date";
import { CircleAlert, Sparkles } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { isApiError } from "~/lib/api";
import { useMayEdit } from "~/lib/workspace-role";
import { ConnectAccountEmptyState } from "~/components/connect-account-empty-state";
import { useSocialAccounts } from "~/lib/use-social-accounts";
import { LockedRecommendationCard, RecommendationCard, recommendationHeadingId } from "./recommendation-card";
import { OutcomesPanel } from "./outcomes-panel";
import { LateSection } from "~/components/late-section";
import {
  readPeriodFromUrl,
  useContentAnalysis,
  useRecommendations,
  useSetRecommendationStatus,
  type PeriodParams,
} from "./recommendations-api";
import type { RecommendationView } from "@core/recommendations/responses";
import { LoadError } from "~/components/load-error";

const listHeadingIds = { open: "open-heading", closed: "closed-heading" } as const;

/**
 * Where focus goes once `item` leaves its list (marked done, dismissed or reopened): the next
 * card's heading in that list, else the previous one's, else the list's heading; a list left
 * empty disappears ("Feitas e dispensadas"), so then the open list's heading.
 */
export function focusAfterMove(item: RecommendationView, open: RecommendationView[], closed: RecommendationView[]): string {
  const list = item.status === "open" ? open : closed;
  const index = list.findIndex((other) => other.id === item.id);
  const neighbour = list[index + 1] ?? list[index - 1];
  if (neighbour) return recommendationHeadingId(neighbour.id);
  return listHeadingIds.open;
}

function focusById(id: string) {
  document.getElementById(id)?.focus();
}

const noAccountTitle = "Conecte uma conta para receber recomendações";
const noAccountText =
  "As recomendações saem dos números da sua conta do Instagram. Conecte uma e, assim que a primeira coleta terminar, elas aparecem aqui.";

/** Every recommendation of the period, the locked ones, the closed ones, and the Pro analysis. */
export function RecommendationsPage() {
  const [searchParams] = useSearchParams();
  const period = readPeriodFromUrl(searchParams);
  // Like /dashboard, the connected accounts decide first: with none, nothing is asked for.
  const accounts = useSocialAccounts();
  const noAccount = accounts.isSuccess && accounts.data.length === 0;
  // The current account is listed first (accounts.service.ts).
  const query = useRecommendations(accounts.data?.[0]?.id, period, {
    enabled: accounts.isError || (accounts.isSuccess && !noAccount),
  });
  const setStatus = useSetRecommendationStatus(query.data);
  // A viewer reads the recommendations; marking them is for who edits (docs/product/teams-and-roles.md "Roles").
  const mayEdit = useMayEdit();

  if (noAccount) return <ConnectAccountEmptyState className="mt-8" title={noAccountTitle} description={noAccountText} />;

  // Recommendations that came with the page show at once, while the accounts are still read.
  if (!query.data && (query.isPending || accounts.isPending)) {
    return (
      <div role="status" className="mt-8 grid gap-4 md:grid-cols-2" aria-busy="true">
        <span className="sr-only">Carregando recomendações...</span>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-56" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    // A 404: the account is gone (disconnected meanwhile); the raw "Conta não encontrada." says too little.
    if (isApiError(query.error) && query.error.status === 404) {
      return <ConnectAccountEmptyState className="mt-8" title={noAccountTitle} description={noAccountText} />;
    }
    const needsSetup = isApiError(query.error) && query.error.status === 403;
    return (
      <LoadError
        className="mt-8"
        variant={needsSetup ? "warning" : "destructive"}
        title={needsSetup ? "Ainda não há dados para recomendar" : "Não foi possível carregar as recomendações"}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        action={
          needsSetup ? (
            <Button asChild size="sm" variant="outline" className="mt-1">
              <Link to="/social-media-setup">Conectar meu Instagram</Link>
            </Button>
          ) : undefined
        }
      />
    );
  }
  const list = query.data;
  const open = list.recommendations.filter((item) => item.status === "open");
  const closed = list.recommendations.filter((item) => item.status !== "open");
  const onStatus = (item: RecommendationView) => (status: Parameters<typeof setStatus.mutate>[0]["status"]) => {
    const target = focusAfterMove(item, open, closed);
    setStatus.mutate(
      { ruleId: item.id, status },
      {
        // Its buttons were disabled meanwhile (focus fell to the page): a neighbour's heading, which
        // stays when the list is read again without this card.
        onSuccess: () => focusById(target),
        // It stays where it was: focus back on its own heading.
        onError: () => focusById(recommendationHeadingId(item.id)),
      },
    );
  };
  return (
    <div className="mt-8 grid gap-10">
      <p className="text-sm text-muted-foreground" data-testid="recommendations-period">
        {periodLabels[list.period.preset]}: {formatDay(list.period.from)} a {formatDay(list.period.to)}.{" "}
        <Link
          to={`/dashboard${searchParams.size ? `?${searchParams}` : ""}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Mudar o período no dashboard
        </Link>
        {" · "}
        <a href="#resultados" className="font-medium text-primary underline-offset-4 hover:underline">
          Ver resultados das recomendações seguidas
        </a>
      </p>

      <section aria-labelledby="open-heading" className="grid gap-4">
        <h2 id={listHeadingIds.open} tabIndex={-1} className="text-xl font-semibold">
          Para fazer agora ({open.length})
        </h2>
        {open.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhuma recomendação em aberto para este período.</p>
        ) : (
          <div className="grid items-start gap-4 md:grid-cols-2">
            {open.map((item) => (
              <RecommendationCard
                key={item.id}
                item={item}
                busy={setStatus.isPending}
                onStatus={mayEdit ? onStatus(item) : undefined}
              />
            ))}
          </div>
        )}
      </section>

      {/* After the first paint, like the page's other lower sections (docs/decisions/032). */}
      <LateSection label="os resultados das recomendações seguidas" minHeight="16rem">
        <OutcomesPanel accountId={list.accountId} enabled />
      </LateSection>

      <ContentAnalysisPanel period={period} available={list.contentAnalysis} />

      {list.locked.length > 0 ? (
        <section aria-labelledby="locked-heading" className="grid gap-4">
          <h2 id="locked-heading" className="text-xl font-semibold">
            Em outros planos ({list.locked.length})
          </h2>
          <div className="grid items-start gap-4 md:grid-cols-3">
            {list.locked.map((item) => (
              <LockedRecommendationCard key={item.id} item={item} />
            ))}
          </div>
        </section>
      ) : null}

      {closed.length > 0 ? (
        <section aria-labelledby="closed-heading" className="grid gap-4">
          <h2 id={listHeadingIds.closed} tabIndex={-1} className="text-xl font-semibold">
            Feitas e dispensadas ({closed.length})
          </h2>
          <div className="grid items-start gap-4 md:grid-cols-2">
            {closed.map((item) => (
              <RecommendationCard
                key={item.id}
                item={item}
                busy={setStatus.isPending}
                onStatus={mayEdit ? onStatus(item) : undefined}
              />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** "Análise de conteúdo com IA" (Pro); the template stand-in is labelled as such. */
function ContentAnalysisPanel({ period, available }: { period: PeriodParams; available: boolean }) {
  const analysis = useContentAnalysis(period);
  return (
    <section aria-labelledby="analysis-heading">
      <Card className="gap-4">
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle as="h2" className="flex items-center gap-2 text-xl" id="analysis-heading">
              <Sparkles aria-hidden="true" className="size-5 text-primary" />
              Análise de conteúdo com IA
            </CardTitle>
            <Badge variant={available ? "secondary" : "outline"}>Inteligram Pro</Badge>
          </div>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          {!available ? (
            <p className="text-muted-foreground">
              Uma análise das suas melhores e piores publicações do período, com sugestões de legenda. Disponível no plano
              Inteligram Pro.{" "}
              <Link to="/admin/my-plan" className="font-medium text-primary underline-offset-4 hover:underline">
                Mudar de plano
              </Link>
            </p>
          ) : analysis.data ? (
            <>
              {analysis.data.source === "template" ? (
                <Alert variant="warning" data-testid="analysis-stand-in">
                  <CircleAlert aria-hidden="true" />
                  <AlertTitle>Texto escrito por modelos prontos</AlertTitle>
                  <AlertDescription>
                    Nenhum serviço de IA está configurado neste ambiente: a análise foi montada a partir de modelos com os seus
                    números.
                  </AlertDescription>
                </Alert>
              ) : null}
              <div className="grid gap-2 whitespace-pre-line" data-testid="analysis-text" aria-live="polite">
                {analysis.data.text}
              </div>
              <div>
                <Button size="sm" variant="outline" disabled={analysis.isPending} onClick={() => analysis.mutate(true)}>
                  Gerar de novo
                </Button>
              </div>
            </>
          ) : (
            <>
              <p className="text-muted-foreground">
                Uma análise curta das melhores e piores publicações do período, com sugestões de legenda, a partir dos seus
                números e legendas.
              </p>
              <div>
                <Button disabled={analysis.isPending} onClick={() => analysis.mutate(false)}>
                  {analysis.isPending ? "Analisando…" : "Gerar análise"}
                </Button>
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
