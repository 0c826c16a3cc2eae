import { questionTopicLabels, questionTopics } from "@core/comments/question-groups";
import { sentimentLabels, sentiments } from "@core/comments/sentiment";
import { formatPtBrInteger } from "@core/format/pt-br-number";
import { inboxUrlSearch, readInboxUrl, type InboxUrlState } from "@core/replies/inbox-url";
import { inboxKindLabels, inboxStateLabels, inboxStates, replyAbilityNotes, type InboxKind } from "@core/replies/inbox-labels";
import { formatAccountLabel, sortAccounts } from "@core/social/account-label";
import { Inbox } from "lucide-react";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { LoadError } from "~/components/load-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Skeleton } from "~/components/ui/skeleton";
import { useSocialAccounts } from "~/lib/use-social-accounts";
import { InboxItemCard } from "./inbox-item";
import { useInbox } from "./replies-api";

/**
 * /respostas (docs/decisions/048-replies.md): the comments people left on the own accounts, the
 * questions "sem resposta" first and oldest first, with filters in the address. Everyone reads;
 * editors and up reply, assign, hide and mark handled (the server says who may: `canAct`).
 */
export function RepliesPage() {
  const [params, setParams] = useSearchParams();
  const state = readInboxUrl(params);
  const inbox = useInbox(state);
  const accounts = useSocialAccounts();
  const change = (next: Partial<InboxUrlState>) =>
    setParams(new URLSearchParams(inboxUrlSearch({ ...state, ...next })), { replace: true });
  const ids = {
    account: useId(),
    kind: useId(),
    state: useId(),
    sentiment: useId(),
    topic: useId(),
    from: useId(),
    to: useId(),
    mine: useId(),
  };
  const hasTikTok = (accounts.data ?? []).some((account) => account.platform === "tiktok");

  return (
    <div className="mt-8 grid gap-6">
      <form
        className="grid gap-4 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
        aria-label="Filtros da caixa de respostas"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={ids.account}>Conta</Label>
          <NativeSelect
            id={ids.account}
            value={state.accountId ?? ""}
            onChange={(event) => change({ accountId: event.target.value || null })}
          >
            <option value="">Todas as contas</option>
            {sortAccounts(accounts.data ?? []).map((account) => (
              <option key={account.id} value={account.id}>
                {formatAccountLabel(account)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.state}>Situação</Label>
          <NativeSelect
            id={ids.state}
            value={state.state}
            onChange={(event) => change({ state: event.target.value as InboxUrlState["state"] })}
          >
            {inboxStates.map((value) => (
              <option key={value} value={value}>
                {inboxStateLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.kind}>Tipo</Label>
          <NativeSelect
            id={ids.kind}
            value={state.kind ?? ""}
            onChange={(event) => change({ kind: (event.target.value || null) as InboxKind | null })}
          >
            <option value="">{inboxKindLabels.all}</option>
            <option value="question">{inboxKindLabels.question}</option>
            <option value="comment">{inboxKindLabels.comment}</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.sentiment}>Sentimento</Label>
          <NativeSelect
            id={ids.sentiment}
            value={state.sentiment ?? ""}
            onChange={(event) => change({ sentiment: (event.target.value || null) as InboxUrlState["sentiment"] })}
          >
            <option value="">Todos</option>
            {sentiments.map((value) => (
              <option key={value} value={value}>
                {sentimentLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.topic}>Assunto da pergunta</Label>
          <NativeSelect
            id={ids.topic}
            value={state.topic ?? ""}
            onChange={(event) => change({ topic: (event.target.value || null) as InboxUrlState["topic"] })}
          >
            <option value="">Todos</option>
            {questionTopics.map((value) => (
              <option key={value} value={value}>
                {questionTopicLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.from}>De</Label>
          <Input
            id={ids.from}
            type="date"
            value={state.from ?? ""}
            onChange={(event) => change({ from: event.target.value || null })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.to}>Até</Label>
          <Input
            id={ids.to}
            type="date"
            value={state.to ?? ""}
            onChange={(event) => change({ to: event.target.value || null })}
          />
        </div>
        <div className="flex items-center gap-2 self-end pb-2">
          <input
            id={ids.mine}
            type="checkbox"
            className="size-4 accent-primary"
            checked={state.mine}
            onChange={(event) => change({ mine: event.target.checked })}
          />
          <Label htmlFor={ids.mine}>Só as atribuídas a mim</Label>
        </div>
      </form>

      {hasTikTok ? (
        <p className="text-sm text-muted-foreground">
          Contas do TikTok não aparecem aqui: o TikTok não oferece comentários pela API que o Inteligram usa.
        </p>
      ) : null}

      <section aria-labelledby="inbox-heading" aria-busy={inbox.isFetching ? true : undefined} className="grid gap-4">
        <h2 id="inbox-heading" className="sr-only">
          Comentários
        </h2>
        {inbox.isPending ? (
          <div className="grid gap-3" role="status" aria-label="Carregando comentários...">
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : inbox.isError ? (
          <LoadError
            title="Não foi possível carregar a caixa de respostas."
            error={inbox.error}
            onRetry={() => void inbox.refetch()}
            retrying={inbox.isFetching}
          />
        ) : (
          <>
            {/* With nothing to list, the box below says so: the count stays for screen readers alone. */}
            <p className={inbox.data.total === 0 ? "sr-only" : "text-sm"} data-testid="inbox-summary" aria-live="polite">
              {inbox.data.total === 0
                ? "Nenhum comentário com estes filtros."
                : `${formatPtBrInteger(inbox.data.total)} ${inbox.data.total === 1 ? "comentário" : "comentários"}, ${formatPtBrInteger(inbox.data.unanswered)} ${inbox.data.unanswered === 1 ? "pergunta sem resposta" : "perguntas sem resposta"} há mais de 24 h${inbox.data.total > inbox.data.items.length ? ` · mostrando os ${formatPtBrInteger(inbox.data.items.length)} primeiros` : ""}.`}
            </p>
            {inbox.data.items.some((item) => item.replyAbility === "demo") ? (
              <p className="text-sm text-muted-foreground">{replyAbilityNotes.demo}</p>
            ) : null}
            {inbox.data.items.length === 0 ? (
              <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-8 text-center text-muted-foreground">
                <Inbox aria-hidden="true" className="size-8" />
                <p>
                  {state.state === "open"
                    ? "Nenhum comentário esperando resposta. Tudo em dia!"
                    : "Nenhum comentário com estes filtros."}
                </p>
              </div>
            ) : (
              <ul className="grid gap-4">
                {inbox.data.items.map((item) => (
                  <InboxItemCard key={item.id} item={item} members={inbox.data.members} canAct={inbox.data.canAct} />
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </div>
  );
}
