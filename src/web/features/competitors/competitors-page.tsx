import { resolvePeriod } from "@core/analytics/period";
import { followerGrowthRule } from "@core/analytics/period-figures";
import { postTypeLabels } from "@core/social/post-type-labels";
import type { CompetitorComparison, CompetitorList, ProfileFigures } from "@core/competitors/competitor-figures";
import { comparisonAccountParam, readComparisonAccount } from "@core/competitors/comparison-search";
import { privateFiguresSentence } from "@core/analytics/owner-insights-labels";
import { rankedColumns } from "@core/competitors/ranked-columns";
import { formatDate, formatDayRange } from "@core/format/format-date";
import { formatBrl } from "@core/format/format-money";
import { networkUsernames } from "@core/validation/network-username";
import { PLATFORMS, platformLabels, type Platform } from "@core/social/platform-names";
import { formatAccountLabel, sortAccounts } from "@core/social/account-label";
import type { SocialAccount } from "@core/social/account-responses";
import { interactionsDescription } from "@core/social/engagement";
import { NetworkIcon } from "~/components/network-icon";
import { CircleAlert, Loader2, Trash2 } from "lucide-react";
import { type FormEvent, lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Skeleton } from "~/components/ui/skeleton";
import { describeError, isApiError } from "~/lib/api";
import { useRedirectWhenSignedOut } from "~/lib/use-redirect-when-signed-out";
import { ConfirmDialog, type ConfirmRequest } from "~/components/confirm-dialog";
import { LoadError } from "~/components/load-error";
import { PeriodSelector } from "~/components/period-selector";
import { useCompetitors } from "~/lib/competitors-list";
import { readPeriodSelection, writePeriodSelection, type PeriodSelection } from "~/lib/period-search";
import { useNow } from "~/lib/use-now";
import { useSocialAccounts } from "~/lib/use-social-accounts";
import { FacebookCard } from "./facebook-card";
import { useAddCompetitor, useCurrentComparison, useRemoveCompetitor } from "./competitors-api";
import { columnLabels, formatColumn, formatMixText, formatRank, formatShare } from "./competitors-view";
import { useMayEdit } from "~/lib/workspace-role";
import { formatPtBrInteger } from "@core/format/pt-br-number";

const CompetitorCharts = lazy(() => import("./competitor-charts"));

// Below the title block (routes/concorrentes.tsx), which the frame paints before the data.
const pageClass = "mt-8 grid gap-8";

/** /concorrentes: the workspace's competitors and the comparison with the current account. */
export function CompetitorsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // Connecting through Facebook adds an account: for who edits, not a viewer (docs/product/teams-and-roles.md "Roles").
  const mayEdit = useMayEdit();
  const justPaid = searchParams.get("adicional") === "pago";
  const competitors = useCompetitors({ afterPayment: justPaid });
  const signedOut = useRedirectWhenSignedOut(competitors.error);
  const { refetch } = competitors;
  const refetchList = useCallback(() => void refetch(), [refetch]);

  if (competitors.isPending || signedOut) {
    return (
      <div className={pageClass} role="status">
        <span className="sr-only">Carregando...</span>
        <Skeleton className="h-32" />
        <Skeleton className="h-80" />
      </div>
    );
  }
  if (competitors.isError) {
    const noPlan = isApiError(competitors.error) && competitors.error.reason === "NO_PLAN";
    return (
      <div className={pageClass}>
        <LoadError
          className="max-w-xl"
          variant={noPlan ? "warning" : "destructive"}
          title={noPlan ? "Escolha um plano para comparar com concorrentes." : "Não foi possível carregar os concorrentes."}
          error={competitors.error}
          onRetry={() => void competitors.refetch()}
          retrying={competitors.isFetching}
          action={
            noPlan ? (
              <Button asChild size="sm">
                <Link to="/plans">Ver Planos</Link>
              </Button>
            ) : undefined
          }
        />
      </div>
    );
  }

  const data = competitors.data;
  return (
    <div className={pageClass}>
      {justPaid ? (
        <Alert variant="success" role="status">
          <AlertTitle>Pagamento do concorrente adicional confirmado.</AlertTitle>
          <AlertDescription>
            <p>O concorrente aparece na lista assim que o pagamento for registrado e começa a ser coletado em seguida.</p>
            <Button size="sm" variant="outline" onClick={() => setSearchParams(new URLSearchParams(), { replace: true })}>
              Fechar aviso
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      <ManageCompetitors data={data} />
      <ComparisonSection hasCompetitors={data.competitors.length > 0} pollList={refetchList} />
      {mayEdit ? <FacebookCard /> : null}
    </div>
  );
}

function ManageCompetitors({ data }: { data: CompetitorList }) {
  const { competitors, limit } = data;
  const remove = useRemoveCompetitor();
  // A viewer follows the competitors but neither adds nor removes them (docs/decisions/030).
  const mayEdit = useMayEdit();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isAddon = limit.addOnPriceCentavos !== null;
  return (
    <section aria-labelledby="manage-heading" className="grid gap-4 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle as="h2" id="manage-heading" ref={headingRef} tabIndex={-1}>
            Concorrentes monitorados
          </CardTitle>
          <CardDescription data-testid="competitor-count">
            {competitors.length} de {limit.max} no {limit.planName}
            {isAddon ? ` · cada um é um adicional de ${formatBrl(limit.addOnPriceCentavos!)}/mês` : " · incluídos no plano"}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {competitors.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {mayEdit
                ? "Nenhum concorrente ainda. Adicione o primeiro pelo nome de usuário no Instagram ou no TikTok."
                : "Nenhum concorrente ainda."}
            </p>
          ) : (
            <ul className="grid gap-2" aria-label="Concorrentes">
              {competitors.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      @{c.username}
                      <NetworkIcon platform={c.platform} className="text-xs font-normal text-muted-foreground" />
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {c.lastCollectedAt ? `Coletado em ${formatDate(c.lastCollectedAt)}` : "Coletando dados…"}
                      {c.billing === "addon" ? " · adicional pago" : ""}
                      {c.dataSource === "demo" ? " · Dados de demonstração" : ""}
                    </p>
                  </div>
                  {mayEdit ? (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Remover @${c.username}`}
                      onClick={(event) =>
                        setConfirm({
                          title: `Remover @${c.username}?`,
                          description: isAddon
                            ? "Ele sai da comparação agora. A cobrança do adicional diminui a partir do próximo período."
                            : "Ele sai da comparação agora. Você pode adicioná-lo de novo quando quiser.",
                          confirmLabel: "Remover",
                          pendingLabel: "Removendo...",
                          run: async () => {
                            await remove.mutateAsync(c.id);
                            toast.success(`@${c.username} foi removido dos concorrentes.`);
                          },
                          opener: event.currentTarget,
                        })
                      }
                    >
                      <Trash2 aria-hidden="true" />
                      Remover
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {mayEdit ? <AddCompetitorForm data={data} /> : null}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} fallbackFocus={headingRef} />
    </section>
  );
}

const usernameHints: Record<Platform, string> = {
  instagram: "Ex.: @marca ou instagram.com/marca",
  tiktok: "Ex.: @marca ou tiktok.com/@marca",
};

function AddCompetitorForm({ data }: { data: CompetitorList }) {
  const add = useAddCompetitor();
  const [platform, setPlatform] = useState<Platform>("instagram");
  const rules = networkUsernames[platform];
  const [username, setUsername] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ message: string; upgrade: boolean } | null>(null);
  const { limit, competitors } = data;
  const isAddon = limit.addOnPriceCentavos !== null;
  const full = competitors.length >= limit.max;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFieldError(null);
    setProblem(null);
    const invalid = rules.validate(rules.normalize(username));
    if (invalid) {
      setFieldError(invalid);
      return;
    }
    try {
      const result = await add.mutateAsync({ username, platform });
      if (result.status === "payment_required") {
        // Start: the add-on is paid at the provider's checkout; the competitor counts after it.
        window.location.assign(result.checkoutUrl);
        return;
      }
      toast.success(`@${result.competitor.username} adicionado.`, {
        description: "Os dados aparecem aqui assim que a primeira coleta terminar.",
      });
      setUsername("");
    } catch (error) {
      if (isApiError(error) && error.code === "INVALID_INPUT") setFieldError(error.message);
      else setProblem({ message: describeError(error), upgrade: isApiError(error) && error.code === "PLAN_LIMIT" });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Adicionar concorrente</CardTitle>
        <CardDescription>
          {isAddon
            ? `No ${limit.planName}, cada concorrente custa ${formatBrl(limit.addOnPriceCentavos!)}/mês (até ${limit.max}); hoje você paga só o proporcional até a próxima cobrança.`
            : `Perfis públicos do Instagram ou do TikTok, até ${limit.max} no ${limit.planName} somando as redes.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3">
          <fieldset className="grid gap-2" disabled={full}>
            <legend className="text-sm font-medium">Rede social</legend>
            <div className="flex flex-wrap gap-2">
              {PLATFORMS.map((option) => (
                <label
                  key={option}
                  className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/60"
                >
                  <input
                    type="radio"
                    name="competitor-platform"
                    value={option}
                    checked={platform === option}
                    onChange={() => {
                      setPlatform(option);
                      setFieldError(null);
                    }}
                    className="sr-only"
                  />
                  <NetworkIcon platform={option} />
                </label>
              ))}
            </div>
            <SourceNote sources={data.sources} platform={platform} />
          </fieldset>
          {problem ? (
            <Alert variant="warning" role="alert">
              <AlertDescription>
                <p>{problem.message}</p>
                {problem.upgrade ? (
                  <Link to="/admin/my-plan" className="font-medium text-primary underline underline-offset-4">
                    Mudar de plano
                  </Link>
                ) : null}
              </AlertDescription>
            </Alert>
          ) : null}
          <FormField
            id="competitor-username"
            label={`Nome de usuário do concorrente no ${platformLabels[platform]}`}
            hint={usernameHints[platform]}
            error={fieldError ?? undefined}
          >
            {(control) => (
              <Input
                {...control}
                value={username}
                onChange={(event) => {
                  setUsername(event.target.value);
                  // The network's username rules, said while typing (an empty field is told on submit).
                  const value = rules.normalize(event.target.value);
                  setFieldError(value ? rules.validate(value) : null);
                }}
                autoComplete="off"
                placeholder="@marca"
                disabled={full}
              />
            )}
          </FormField>
          <Button type="submit" disabled={add.isPending || full}>
            {add.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {full
              ? "Limite do plano atingido"
              : isAddon
                ? `Adicionar e pagar ${formatBrl(limit.addOnPriceCentavos!)}/mês`
                : "Adicionar concorrente"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/**
 * Where the chosen network's public profiles come from: without a scraper configured for it, the
 * page says its competitors are demo data (decision 034), before one is added.
 */
function SourceNote({ sources, platform }: { sources: CompetitorList["sources"]; platform: Platform }) {
  const kind = sources.find((source) => source.platform === platform)?.kind ?? "demo";
  if (kind !== "demo") return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="competitor-source">
      Nenhuma fonte de perfis públicos do {platformLabels[platform]} está configurada: os concorrentes dessa rede mostram{" "}
      <strong className="font-medium text-foreground">Dados de demonstração</strong>.
    </p>
  );
}

function ComparisonSection({ hasCompetitors, pollList }: { hasCompetitors: boolean; pollList: () => void }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const now = useNow();
  const selection = readPeriodSelection(searchParams);
  // The own account compared (decision 034): the one chosen here, kept in the address like the period.
  const chosenAccount = readComparisonAccount(searchParams);
  const resolved = resolvePeriod(selection, now);
  const comparison = useCurrentComparison(selection, resolved.ok && hasCompetitors, chosenAccount);
  const accounts = useSocialAccounts().data ?? [];
  const data = comparison.data;
  const choose = (next: PeriodSelection) =>
    setSearchParams(writePeriodSelection(searchParams, next), { preventScrollReset: true });
  const chooseAccount = (accountId: string) => {
    const next = new URLSearchParams(searchParams);
    next.set(comparisonAccountParam, accountId);
    setSearchParams(next, { preventScrollReset: true });
  };
  const collecting = data?.competitors.some((c) => c.collecting) ?? false;
  // A competitor's first collection ended: the list's "Coletando dados…" turns into its date.
  // Only when it ends: the list the page opened with (from its HTML, decision 021) is current.
  const wasCollecting = useRef(collecting);
  useEffect(() => {
    if (wasCollecting.current && !collecting) pollList();
    wasCollecting.current = collecting;
  }, [collecting, pollList]);

  return (
    <section aria-labelledby="comparison-heading" className="grid min-w-0 gap-4">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="grid gap-1 lg:pt-5">
          <h2 id="comparison-heading" className="text-xl font-semibold">
            Comparação no período
          </h2>
          <p className="min-h-5 text-sm text-muted-foreground" aria-live="polite">
            {data ? `${formatDayRange(data.period)} · Concorrentes do ${platformLabels[data.platform]}` : null}
            {data?.source === "demo" ? " · Dados de demonstração" : null}
          </p>
          {data ? (
            <p className="text-sm text-muted-foreground" data-testid="private-figures-note">
              {privateFiguresSentence(data.platform)}
            </p>
          ) : null}
          {hasCompetitors && accounts.length > 0 ? (
            <ComparedAccount
              accounts={accounts}
              value={chosenAccount ?? data?.own?.profileId ?? accounts[0]!.id}
              onChange={chooseAccount}
            />
          ) : null}
        </div>
        <PeriodSelector selection={selection} shown={data?.period ?? null} errors={{}} now={now} onChange={choose} />
      </div>
      {!hasCompetitors ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          Adicione um concorrente para ver a comparação e os gráficos.
        </p>
      ) : !resolved.ok ? (
        <Alert variant="warning">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>Período inválido</AlertTitle>
          <AlertDescription>{resolved.message}</AlertDescription>
        </Alert>
      ) : comparison.isError && !data ? (
        <LoadError
          title="Não foi possível carregar a comparação."
          error={comparison.error}
          onRetry={() => void comparison.refetch()}
          retrying={comparison.isFetching}
        />
      ) : !data ? (
        <div role="status" className="grid gap-4">
          <span className="sr-only">Carregando a comparação...</span>
          <Skeleton className="h-72" />
          <Skeleton className="h-72" />
        </div>
      ) : (
        <ComparisonBody data={data} updating={comparison.isPlaceholderData} />
      )}
    </section>
  );
}

/** The own account compared, named with its network: only that network's competitors are beside it (decision 034). */
function ComparedAccount({
  accounts,
  value,
  onChange,
}: {
  accounts: readonly SocialAccount[];
  value: string;
  onChange: (accountId: string) => void;
}) {
  const id = useId();
  return (
    <div className="mt-2 grid gap-1.5 sm:w-72">
      <Label htmlFor={id}>Conta comparada</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {sortAccounts(accounts).map((account) => (
          <option key={account.id} value={account.id}>
            {formatAccountLabel(account)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The compared account's network has no competitor yet: the other network's are not its comparison. */
function NoCompetitorsOnNetwork({ data }: { data: CompetitorComparison }) {
  const mayEdit = useMayEdit();
  const network = platformLabels[data.platform];
  return (
    <div className="rounded-lg border border-dashed p-6 text-center" data-testid="no-network-competitors">
      <p className="font-medium">Nenhum concorrente do {network} ainda.</p>
      <p className="text-sm text-muted-foreground">
        {data.own
          ? `A conta ${formatAccountLabel({ platform: data.platform, username: data.own.username })} é comparada só com concorrentes do ${network}.`
          : null}
        {mayEdit ? ` Adicione um perfil do ${network} em “Adicionar concorrente” para ver a sua posição.` : null}
      </p>
    </div>
  );
}

function ComparisonBody({ data, updating }: { data: CompetitorComparison; updating: boolean }) {
  if (data.competitors.length === 0) return <NoCompetitorsOnNetwork data={data} />;
  const profiles = [...(data.own ? [data.own] : []), ...data.competitors];
  return (
    <div className={updating ? "grid min-w-0 gap-6 opacity-60" : "grid min-w-0 gap-6"} aria-busy={updating}>
      {!data.own ? (
        <Alert variant="warning">
          <AlertTitle>Conecte sua conta para ver a sua posição.</AlertTitle>
          <AlertDescription>
            <Link to="/social-media-setup" className="font-medium text-primary underline underline-offset-4">
              Conectar Redes Sociais
            </Link>
          </AlertDescription>
        </Alert>
      ) : null}
      <ComparisonTable data={data} profiles={profiles} />
      <Suspense fallback={<Skeleton className="h-80" />}>
        <CompetitorCharts profiles={profiles} />
      </Suspense>
      <EngagementShare data={data} />
      <TopPosts competitors={data.competitors} />
    </div>
  );
}

function ComparisonTable({ data, profiles }: { data: CompetitorComparison; profiles: ProfileFigures[] }) {
  const captionId = useId();
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle as="h3" id={captionId}>
          Lado a lado
        </CardTitle>
        <CardDescription>Sua posição em cada coluna, entre os perfis com dados no período. {followerGrowthRule}</CardDescription>
      </CardHeader>
      <CardContent className="relative overflow-x-auto">
        <table className="w-full min-w-[960px] text-sm" aria-labelledby={captionId} data-testid="comparison-table">
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-2 pr-3">
                Perfil
              </th>
              {rankedColumns.map((column) => (
                <th scope="col" key={column} className="py-2 pr-3 text-right">
                  {columnLabels[column]}
                </th>
              ))}
              <th scope="col" className="py-2 pr-3">
                Formatos
              </th>
              <th scope="col" className="py-2 pr-3">
                Hashtags
              </th>
              <th scope="col" className="py-2">
                Melhor publicação
              </th>
            </tr>
          </thead>
          <tbody>
            {data.own ? (
              <tr className="border-b bg-primary/5" data-testid="rank-row">
                <th scope="row" className="py-2 pr-3 text-left font-medium">
                  Sua posição
                </th>
                {rankedColumns.map((column) => (
                  <td key={column} className="py-2 pr-3 text-right font-semibold">
                    {formatRank(data.ranks[column])}
                  </td>
                ))}
                <td colSpan={3} />
              </tr>
            ) : null}
            {profiles.map((p) => (
              <tr key={p.profileId} className="border-b align-top last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-medium">
                  @{p.username}
                  {p.kind === "own" ? (
                    <Badge variant="secondary" className="ml-2">
                      Você
                    </Badge>
                  ) : null}
                </th>
                {p.collecting ? (
                  <td colSpan={rankedColumns.length + 3} className="py-2 text-muted-foreground">
                    <Loader2 className="mr-1 inline size-4 animate-spin" aria-hidden="true" />
                    Coletando dados… a primeira coleta leva alguns instantes.
                  </td>
                ) : (
                  <>
                    {rankedColumns.map((column) => (
                      <td key={column} className="py-2 pr-3 text-right tabular-nums">
                        {formatColumn(column, p[column])}
                      </td>
                    ))}
                    <td className="py-2 pr-3">{formatMixText(p)}</td>
                    <td className="py-2 pr-3">
                      {p.topHashtags.length
                        ? p.topHashtags
                            .slice(0, 3)
                            .map((t) => `#${t.tag}`)
                            .join(" ")
                        : "—"}
                    </td>
                    <td className="py-2">
                      {p.bestPost ? (
                        <a
                          href={p.bestPost.permalink}
                          target="_blank"
                          rel="noreferrer"
                          className="text-primary underline underline-offset-4"
                        >
                          {postTypeLabels[p.bestPost.type]} de {formatDate(p.bestPost.publishedAt)}
                          <span className="sr-only"> (abre em nova aba)</span>
                        </a>
                      ) : (
                        "—"
                      )}
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

function EngagementShare({ data }: { data: CompetitorComparison }) {
  const rows = [...data.engagementShare].sort((a, b) => b.share - a.share);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Participação no engajamento</CardTitle>
        <CardDescription>
          Interações ({interactionsDescription(data.platform)}) das publicações do período, de todos os perfis comparados.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3" aria-label="Participação no engajamento">
          {rows.map((row) => (
            <li key={row.profileId} className="grid gap-1">
              <div className="flex justify-between text-sm">
                <span className="font-medium">@{row.username}</span>
                <span className="tabular-nums">{formatShare(row.share)}</span>
              </div>
              <div className="h-2 rounded-full bg-muted" aria-hidden="true">
                <div className="h-2 rounded-full bg-primary" style={{ width: `${Math.round(row.share * 100)}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function TopPosts({ competitors }: { competitors: ProfileFigures[] }) {
  const ready = competitors.filter((c) => !c.collecting);
  if (ready.length === 0) return null;
  return (
    <section aria-labelledby="top-posts-heading" className="grid gap-4">
      <h3 id="top-posts-heading" className="text-lg font-semibold">
        Melhores publicações dos concorrentes
      </h3>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {ready.map((c) => (
          <Card key={c.profileId}>
            <CardHeader>
              <CardTitle as="h4">@{c.username}</CardTitle>
            </CardHeader>
            <CardContent>
              {c.topPosts.length === 0 ? (
                <p className="text-sm text-muted-foreground">Nenhuma publicação no período.</p>
              ) : (
                <ol className="grid gap-3">
                  {c.topPosts.map((post) => (
                    <li key={post.id} className="flex gap-3">
                      {post.thumbnailUrl ? (
                        <img src={post.thumbnailUrl} alt="" className="size-14 shrink-0 rounded-md object-cover" />
                      ) : null}
                      <div className="min-w-0 text-sm">
                        <a
                          href={post.permalink}
                          target="_blank"
                          rel="noreferrer"
                          className="font-medium text-primary underline underline-offset-4"
                        >
                          {postTypeLabels[post.type]} de {formatDate(post.publishedAt)}
                          <span className="sr-only"> (abre em nova aba)</span>
                        </a>
                        <p className="line-clamp-2 text-muted-foreground">{post.caption || "Sem legenda"}</p>
                        <p className="tabular-nums">
                          {formatPtBrInteger(post.likes)} curtidas · {formatPtBrInteger(post.comments)} comentários
                        </p>
                      </div>
                    </li>
                  ))}
                </ol>
              )}
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
