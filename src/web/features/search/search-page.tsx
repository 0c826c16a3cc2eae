import { formatDayRange } from "@core/format/format-date";
import { periodLabels, resolvePeriod } from "@core/analytics/period";
import { formatCount } from "@core/format/format-number";
import { parseSearchText } from "@core/search/search-query";
import { SEARCH_MAX_PAGE, searchKindLabels, searchKinds, searchSortLabels, searchSorts } from "@core/search/search-options";
import type { SearchResponse } from "@core/search/search-responses";
import {
  readSearchUrl,
  searchAuthorMessage,
  searchAuthorPattern,
  writeSearchUrl,
  type SearchUrlState,
} from "@core/search/search-url";
import { formatAccountLabel, sortAccounts, type NamedAccount } from "@core/social/account-label";
import { postTypeLabels } from "@core/social/post-type-labels";
import { POST_TYPES, type PostType } from "@core/social/post-types";
import { Download, Search } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Skeleton } from "~/components/ui/skeleton";
import { isApiError } from "~/lib/api";
import { useHydrated } from "~/lib/use-hydrated";
import { useRedirectWhenSignedOut } from "~/lib/use-redirect-when-signed-out";
import { useCompetitors } from "~/lib/competitors-list";
import { PeriodSelector, type PeriodFieldErrors } from "~/components/period-selector";
import { useNow } from "~/lib/use-now";
import { ConnectAccountEmptyState } from "~/components/connect-account-empty-state";
import { useSocialAccounts } from "~/lib/use-social-accounts";
import { accountChoiceValue, readAccountChoice } from "./account-choice";
import { searchExportHref, useSearchResults } from "./search-api";
import { SearchResultItem } from "./search-result-item";
import { LoadError } from "~/components/load-error";

const resultsHeadingId = "resultados";

/**
 * /busca (docs/product/features.md "Comments and search"): one box over the captions and comments collected,
 * the filters beside it, and the results with the searched words marked. Everything lives in the
 * address, so a reload, the back button or a shared link shows the same search.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const state = readSearchUrl(params);
  const now = useNow();
  const accounts = useSocialAccounts();
  const competitors = useCompetitors();
  const listing = state.questions || state.unanswered;
  const parsed = state.q.trim() === "" && !listing ? null : parseSearchText(state.q, state);
  const period = resolvePeriod(state.period, now);
  const noAccount = accounts.isSuccess && accounts.data.length === 0;
  const results = useSearchResults(state, parsed?.ok === true && period.ok && !noAccount);
  const signedOut = useRedirectWhenSignedOut(results.error);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const go = (next: Partial<SearchUrlState>) => setParams(writeSearchUrl({ ...state, page: 1, ...next }));
  const goToPage = (page: number) => {
    setParams(writeSearchUrl({ ...state, page }));
    // The list is replaced in place: focus goes to its heading, and the page to its top.
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: "start" });
  };

  if (noAccount) {
    return (
      <ConnectAccountEmptyState
        className="mt-8"
        title="Conecte uma conta para buscar"
        description="A busca lê as legendas e os comentários coletados das suas contas. Conecte uma e, assim que a primeira coleta terminar, busque aqui."
      />
    );
  }

  const serverFields = isApiError(results.error) && results.error.code === "INVALID_INPUT" ? (results.error.fields ?? {}) : {};
  const textError = parsed && !parsed.ok ? parsed.message : serverFields.q;
  const periodErrors: PeriodFieldErrors = !period.ok
    ? { [period.field === "to" ? "to" : "from"]: period.message }
    : { from: serverFields.from, to: serverFields.to };

  return (
    <div className="mt-8 grid gap-8">
      <SearchForm
        key={`${state.q}\u0000${state.author ?? ""}`}
        state={state}
        serverError={textError}
        onSearch={(q, author) => go({ q, author })}
      />

      <section aria-labelledby="filtros" className="grid gap-4 rounded-lg border p-4">
        <h2 id="filtros" className="text-base font-semibold">
          Filtros
        </h2>
        {/* A filter chosen before the page's scripts run would be undone by them. */}
        <fieldset disabled={!hydrated} className="contents">
          <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
            <AccountFilter
              state={state}
              accounts={accounts.data ?? []}
              competitors={competitors.data?.competitors ?? []}
              onChange={(choice) => go(choice)}
            />
            <div className="w-full sm:w-auto">
              <PeriodSelector
                selection={state.period}
                shown={results.data?.query.period ?? (period.ok ? period.period : null)}
                errors={periodErrors}
                now={now}
                onChange={(selection) => go({ period: selection })}
              />
            </div>
            <SelectFilter
              label="Mostrar"
              className="sm:w-52"
              value={state.kind}
              options={searchKinds.map((kind) => [kind, searchKindLabels[kind]])}
              onChange={(kind) => go({ kind })}
            />
            <SelectFilter
              label="Formato"
              value={state.type ?? ""}
              options={[["", "Todos os formatos"], ...POST_TYPES.map((type): [PostType, string] => [type, postTypeLabels[type]])]}
              onChange={(type) => go({ type: type || undefined })}
            />
            <SelectFilter
              label="Ordenar por"
              value={state.sort}
              options={searchSorts.map((sort) => [sort, searchSortLabels[sort]])}
              onChange={(sort) => go({ sort })}
            />
          </div>
          <fieldset className="grid gap-2">
            <legend className="sr-only">Comentários</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              <Checkbox label="Só perguntas" checked={state.questions} onChange={(questions) => go({ questions })} />
              <Checkbox
                label="Sem resposta"
                checked={state.unanswered}
                onChange={(unanswered) => go({ unanswered })}
                describedBy="sem-resposta-ajuda"
              />
            </div>
            <p id="sem-resposta-ajuda" className="text-xs text-muted-foreground">
              Sem resposta: perguntas que a sua conta não respondeu em 24 horas.
            </p>
          </fieldset>
        </fieldset>
      </section>

      <section aria-labelledby={resultsHeadingId} className="grid gap-4">
        <h2 id={resultsHeadingId} ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-xl font-semibold outline-none">
          Resultados
        </h2>
        {signedOut ? null : !parsed ? (
          <SearchTips />
        ) : !parsed.ok || !period.ok ? (
          <p className="text-sm text-muted-foreground">Corrija a busca acima para ver os resultados.</p>
        ) : results.isPending ? (
          <div role="status" aria-busy="true" className="grid gap-3">
            <span className="sr-only">Buscando...</span>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-28" />
            ))}
          </div>
        ) : results.isError ? (
          <SearchError
            error={results.error}
            fieldError={textError ?? periodErrors.from ?? periodErrors.to}
            onRetry={() => void results.refetch()}
            onAllAccounts={() => go({ accountId: undefined, scope: "own" })}
          />
        ) : (
          <ResultsList data={results.data} state={state} busy={results.isFetching} onPage={goToPage} />
        )}
      </section>
    </div>
  );
}

function SearchForm({
  state,
  serverError,
  onSearch,
}: {
  state: SearchUrlState;
  serverError?: string;
  onSearch: (q: string, author: string | undefined) => void;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [text, setText] = useState(state.q);
  const [author, setAuthor] = useState(state.author ?? "");
  const [ownError, setOwnError] = useState<{ text?: string; author?: string } | null>(null);
  const textError = ownError ? ownError.text : serverError;
  const authorError = ownError?.author;
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseSearchText(text, state);
    const trimmedAuthor = author.trim();
    const errors = {
      text: parsed.ok ? undefined : parsed.message,
      author: trimmedAuthor === "" || searchAuthorPattern.test(trimmedAuthor) ? undefined : searchAuthorMessage,
    };
    if (errors.text || errors.author) {
      setOwnError(errors);
      if (errors.text) inputRef.current?.focus();
      return;
    }
    setOwnError(null);
    onSearch(text.trim(), trimmedAuthor || undefined);
  };

  const hintId = `${id}-dica`;
  const errorId = `${id}-erro`;
  const authorErrorId = `${id}-autor-erro`;
  return (
    <form role="search" aria-label="Busca" onSubmit={submit} noValidate className="grid gap-3">
      {/* Prerendered, the form waits for the page's scripts (docs/decisions/021): a search sent before them would leave the page. */}
      <fieldset disabled={!hydrated} className="contents">
        <div className="flex flex-col gap-3 md:flex-row md:items-end">
          <div className="grid flex-1 gap-2">
            <Label htmlFor={`${id}-q`}>Buscar em posts e comentários</Label>
            <Input
              ref={inputRef}
              id={`${id}-q`}
              type="search"
              name="q"
              value={text}
              maxLength={1000}
              autoComplete="off"
              enterKeyHint="search"
              placeholder="Ex.: entrega, “frete grátis”, -sorteio"
              aria-invalid={textError ? true : undefined}
              aria-describedby={textError ? `${errorId} ${hintId}` : hintId}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <div className="grid gap-2 md:w-52">
            <Label htmlFor={`${id}-autor`}>Autor (opcional)</Label>
            <Input
              id={`${id}-autor`}
              name="autor"
              value={author}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="@usuario"
              aria-invalid={authorError ? true : undefined}
              aria-describedby={authorError ? authorErrorId : undefined}
              onChange={(event) => setAuthor(event.target.value)}
            />
          </div>
          <Button type="submit" className="md:w-auto">
            <Search aria-hidden="true" />
            Buscar
          </Button>
        </div>
        {textError ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
            {textError}
          </p>
        ) : null}
        {authorError ? (
          <p id={authorErrorId} role="alert" className="text-sm font-medium text-destructive">
            {authorError}
          </p>
        ) : null}
        <p id={hintId} className="text-sm text-muted-foreground">
          Acentos e maiúsculas não importam, e cada palavra acha as variações dela (“promoção” acha “promoções”). Use aspas para
          uma frase exata e um hífen para excluir uma palavra.
        </p>
      </fieldset>
    </form>
  );
}

type AccountOption = NamedAccount & { id: string };

/** One select for the accounts: all the own ones, one of them, the competitors' captions, or both. */
function AccountFilter({
  state,
  accounts,
  competitors,
  onChange,
}: {
  state: SearchUrlState;
  accounts: AccountOption[];
  competitors: AccountOption[];
  onChange: (choice: Partial<SearchUrlState>) => void;
}) {
  const id = useId();
  const value = accountChoiceValue(state);
  const known = !state.accountId || [...accounts, ...competitors].some((account) => account.id === state.accountId);
  const choose = (choice: string) => onChange(readAccountChoice(choice));
  return (
    <div className="grid w-full gap-2 sm:w-52">
      <Label htmlFor={`${id}-conta`}>Contas</Label>
      <NativeSelect id={`${id}-conta`} value={value} onChange={(event) => choose(event.target.value)}>
        <optgroup label="Suas contas">
          <option value="escopo:own">Todas as suas contas</option>
          {/* Each with its network, in the one order of accounts (docs/decisions/033-account-labels.md). */}
          {sortAccounts(accounts).map((account) => (
            <option key={account.id} value={`conta:${account.id}`}>
              {formatAccountLabel(account)}
            </option>
          ))}
        </optgroup>
        {competitors.length > 0 ? (
          <optgroup label="Concorrentes (só legendas)">
            <option value="escopo:competitors">Todos os concorrentes</option>
            {sortAccounts(competitors).map((competitor) => (
              <option key={competitor.id} value={`conta:${competitor.id}`}>
                {formatAccountLabel(competitor)}
              </option>
            ))}
            <option value="escopo:all">Suas contas e concorrentes</option>
          </optgroup>
        ) : null}
        {known ? null : <option value={value}>A conta do link</option>}
      </NativeSelect>
    </div>
  );
}

function SelectFilter<T extends string>({
  label,
  value,
  options,
  onChange,
  className = "sm:w-44",
}: {
  label: string;
  value: T | "";
  options: [T | "", string][];
  onChange: (value: T) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`grid w-full gap-2 ${className}`}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function Checkbox({
  label,
  checked,
  onChange,
  describedBy,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  describedBy?: string;
}) {
  return (
    <label className="flex min-h-6 items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-[var(--primary)]"
        checked={checked}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

function SearchTips() {
  return (
    <div className="grid gap-2 rounded-lg border border-dashed p-6 text-sm">
      <p className="font-medium">Digite uma palavra para buscar nas legendas e nos comentários coletados.</p>
      <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
        <li>“entrega” mostra as dúvidas e os comentários sobre entrega; marque “Sem resposta” para ver quem ainda espera.</li>
        <li>“frete grátis” entre aspas acha a frase exata.</li>
        <li>-sorteio tira os resultados que têm a palavra sorteio.</li>
      </ul>
    </div>
  );
}

function ResultsList({
  data,
  state,
  busy,
  onPage,
}: {
  data: SearchResponse;
  state: SearchUrlState;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const { total, results, query } = data;
  const pages = Math.min(SEARCH_MAX_PAGE, Math.ceil(total / data.pageSize));
  const periodText = `${periodLabels[query.period.preset]}: ${formatDayRange(query.period)}`;
  if (total === 0) return <NoResults state={state} text={query.q} period={periodText} />;
  const what = query.q !== "" ? `para “${query.q}”` : query.unanswered ? "· perguntas sem resposta" : "· perguntas";
  const summary = `${total === 1 ? "1 resultado" : `${formatCount(total)} resultados`} ${what} · ${periodText}`;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="search-summary">
          {summary}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm" variant="outline">
            <a href={searchExportHref(state, "csv")} download>
              <Download aria-hidden="true" />
              Exportar CSV
            </a>
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={searchExportHref(state, "xlsx")} download>
              <Download aria-hidden="true" />
              Exportar Excel
            </a>
          </Button>
        </div>
      </div>
      <ol
        className={`grid gap-3 transition-opacity ${busy ? "opacity-60" : ""}`}
        aria-busy={busy || undefined}
        aria-label="Resultados da busca"
      >
        {results.map((result) => (
          <li key={`${result.kind}:${result.id}`}>
            <SearchResultItem result={result} />
          </li>
        ))}
      </ol>
      {total > SEARCH_MAX_PAGE * data.pageSize ? (
        <p className="text-sm text-muted-foreground">
          A lista mostra os primeiros {formatCount(SEARCH_MAX_PAGE * data.pageSize)} resultados. Use os filtros para encontrar o
          restante, ou exporte a busca.
        </p>
      ) : null}
      {pages > 1 ? (
        <nav aria-label="Páginas dos resultados" className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="outline" size="sm" disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>
            Anterior
          </Button>
          <span className="text-sm text-muted-foreground" aria-current="page">
            Página {data.page} de {pages}
          </span>
          <Button variant="outline" size="sm" disabled={data.page >= pages} onClick={() => onPage(data.page + 1)}>
            Próxima
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function NoResults({ state, text, period }: { state: SearchUrlState; text: string; period: string }) {
  const filtered = state.kind !== "all" || state.type || state.author || state.questions || state.unanswered || state.accountId;
  return (
    <div className="grid gap-2 rounded-lg border border-dashed p-6 text-sm" aria-live="polite">
      <p className="font-medium">
        {text !== ""
          ? `Nenhum resultado para “${text}”.`
          : state.unanswered
            ? "Nenhuma pergunta sem resposta."
            : "Nenhuma pergunta."}
      </p>
      <p className="text-muted-foreground">{period}.</p>
      <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
        <li>Confira a grafia ou busque menos palavras.</li>
        {state.period.preset !== "90d" ? <li>Escolha um período maior, como “Últimos 90 dias”.</li> : null}
        {filtered ? <li>Tire alguns dos filtros escolhidos.</li> : null}
        {text.includes("-") ? <li>Palavras com hífen na frente tiram resultados: confira se não tiram demais.</li> : null}
        <li>Só aparece o que já foi coletado: as legendas e os comentários dos posts mais recentes de cada coleta.</li>
      </ul>
    </div>
  );
}

function SearchError({
  error,
  fieldError,
  onRetry,
  onAllAccounts,
}: {
  error: unknown;
  fieldError?: string;
  onRetry: () => void;
  onAllAccounts: () => void;
}) {
  // The text's or the period's own message is shown next to its field.
  if (fieldError) return <p className="text-sm text-muted-foreground">Corrija a busca acima para ver os resultados.</p>;
  const noPlan = isApiError(error) && error.status === 403;
  const unknownAccount = isApiError(error) && error.status === 404;
  return (
    <LoadError
      variant={noPlan ? "warning" : "destructive"}
      title={noPlan ? "Escolha um plano para buscar." : "Não foi possível buscar."}
      error={error}
      onRetry={onRetry}
      action={
        noPlan ? (
          <Button asChild size="sm">
            <Link to="/plans">Ver Planos</Link>
          </Button>
        ) : unknownAccount ? (
          <Button size="sm" variant="outline" onClick={onAllAccounts}>
            Buscar em todas as suas contas
          </Button>
        ) : undefined
      }
    />
  );
}
