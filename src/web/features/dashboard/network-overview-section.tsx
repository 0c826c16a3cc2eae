import { formatDay } from "@core/format/format-date";
import { formatCount } from "@core/format/format-number";
import { periodLabels } from "@core/analytics/period";
import { networkOverviewSchema, type NetworkOverviewItem } from "@core/social/network-overview";
import { platformLabels } from "@core/social/platform-names";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { LoadError } from "~/components/load-error";
import { NetworkIcon } from "~/components/network-icon";
import { Skeleton } from "~/components/ui/skeleton";
import { api } from "~/lib/api";
import { analyticsQueryKey } from "./analytics-keys";
import { readPeriodSelection, selectionKey } from "~/lib/period-search";

/** What a network's column shows, in order. */
const figures = [
  { key: "followers", label: "Seguidores", hint: "no fim do período" },
  { key: "interactions", label: "Interações", hint: null },
  { key: "posts", label: "Publicações", hint: "no período" },
] as const;

/** How interactions are counted on each network (decision 029), said under the figures. */
const interactionsNote = "Interações: curtidas e comentários no Instagram; curtidas, comentários e compartilhamentos no TikTok.";

/**
 * "Visão geral" (decision 029), at the top of the dashboard when the workspace has accounts on more
 * than one network: each network's followers, interactions and posts in the period chosen below
 * (the URL's), side by side. Its own lazy chunk: a workspace on one network never loads it.
 */
export default function NetworkOverviewSection() {
  const [params] = useSearchParams();
  const selection = readPeriodSelection(params);
  const query = useQuery({
    // Under ["analytics"]: refreshing and collecting read it again with the period's figures.
    queryKey: [...analyticsQueryKey, "overview", selectionKey(selection)],
    queryFn: ({ signal }) =>
      api.get("/api/dashboard/overview", {
        query: { period: selection.preset, from: selection.from, to: selection.to },
        signal,
        schema: networkOverviewSchema,
      }),
    placeholderData: (previous) => previous,
  });
  const overview = query.data;

  return (
    <section aria-labelledby="visao-geral" className="grid gap-3 rounded-xl border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="visao-geral" className="text-xl font-semibold">
          Visão geral
        </h2>
        <p className="text-sm text-muted-foreground">
          {overview
            ? `${selection.preset === "custom" ? "Período" : periodLabels[selection.preset]}: ${formatDay(overview.period.from)} a ${formatDay(overview.period.to)}`
            : periodLabels[selection.preset]}
        </p>
      </div>
      {overview ? (
        <>
          <ul className="grid gap-3 sm:grid-cols-2" aria-busy={query.isFetching || undefined}>
            {overview.networks.map((network) => (
              <li key={network.platform}>
                <NetworkColumn network={network} />
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">{interactionsNote}</p>
        </>
      ) : query.isError ? (
        <LoadError
          title="Não foi possível carregar a visão geral."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <div role="status" className="grid gap-3 sm:grid-cols-2">
          <span className="sr-only">Carregando a visão geral...</span>
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      )}
    </section>
  );
}

function NetworkColumn({ network }: { network: NetworkOverviewItem }) {
  const label = platformLabels[network.platform];
  return (
    <article aria-label={label} className="grid gap-3 rounded-lg border bg-background p-4">
      <h3 className="flex items-center justify-between gap-2 font-semibold">
        <NetworkIcon platform={network.platform} />
        <span className="text-xs font-normal text-muted-foreground">
          {network.accounts === 1 ? "1 conta" : `${network.accounts} contas`}
        </span>
      </h3>
      <dl className="grid grid-cols-3 gap-x-3 gap-y-2">
        {figures.map((figure) => {
          const value = network[figure.key];
          return (
            <div key={figure.key} className="grid min-w-0 content-start gap-0.5">
              <dt className="text-xs text-muted-foreground">{figure.label}</dt>
              <dd className="text-base font-bold tabular-nums lg:text-xl xl:text-2xl">
                {value === null ? "—" : formatCount(value)}
              </dd>
              {value === null ? <dd className="text-xs text-muted-foreground">Aguardando a primeira coleta</dd> : null}
              {value !== null && figure.hint ? <dd className="text-xs text-muted-foreground">{figure.hint}</dd> : null}
            </div>
          );
        })}
      </dl>
    </article>
  );
}
