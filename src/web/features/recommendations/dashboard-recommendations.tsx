import { ArrowRight, Lightbulb } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { useDashboard } from "~/lib/dashboard-query";
import { isApiError } from "~/lib/api";
import { useMayEdit } from "~/lib/workspace-role";
import { RecommendationCard } from "./recommendation-card";
import { readPeriodFromUrl, useRecommendations, useSetRecommendationStatus } from "./recommendations-api";
import { LoadError } from "~/components/load-error";

/**
 * The dashboard's "Recomendações": the top 3 open ones for the dashboard's period (the URL's),
 * with a link to all of them. Says nothing while the dashboard itself has no data to read.
 */
export function DashboardRecommendations() {
  const [searchParams] = useSearchParams();
  const period = readPeriodFromUrl(searchParams);
  // A section of the dashboard page, which has just read it: its current account is the one
  // these are for, and a switch of "Perfil" reads the new account's.
  const accountId = useDashboard({ alsoShown: true }).data?.current?.id;
  const query = useRecommendations(accountId, period, { enabled: accountId !== undefined });
  const setStatus = useSetRecommendationStatus(query.data);
  // A viewer reads them; marking them is for who edits (docs/product/teams-and-roles.md "Roles").
  const mayEdit = useMayEdit();
  const search = searchParams.toString();
  const pageLink = `/recomendacoes${search ? `?${search}` : ""}`;

  // No plan, no account or an invalid period: the dashboard already says so.
  if (accountId === undefined || (isApiError(query.error) && [400, 401, 403, 404].includes(query.error.status))) return null;
  const top = query.data?.recommendations.filter((item) => item.status === "open").slice(0, 3) ?? [];
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pb-10 sm:px-6 lg:px-8">
      <section aria-labelledby="recommendations-heading" className="grid gap-4" data-testid="dashboard-recommendations">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="recommendations-heading" className="flex items-center gap-2 text-xl font-semibold">
            <Lightbulb aria-hidden="true" className="size-5 text-primary" />
            Recomendações
          </h2>
          <Button asChild variant="link" className="px-0">
            <Link to={pageLink}>
              Ver todas as recomendações
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        {query.isPending ? (
          // A plain div may not carry a label (axe: aria-prohibited-attr): a status that says so instead.
          <div role="status" className="grid gap-4 md:grid-cols-3" aria-busy="true">
            <span className="sr-only">Carregando recomendações...</span>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-56" />
            ))}
          </div>
        ) : query.isError ? (
          <LoadError
            title="Não foi possível carregar as recomendações."
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : top.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nenhuma recomendação nova para este período. Elas aparecem quando seus dados mostram algo a melhorar.
          </p>
        ) : (
          <div className="grid items-start gap-4 md:grid-cols-3">
            {top.map((item) => (
              <RecommendationCard
                key={item.id}
                item={item}
                busy={setStatus.isPending}
                onStatus={mayEdit ? (status) => setStatus.mutate({ ruleId: item.id, status }) : undefined}
              />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
