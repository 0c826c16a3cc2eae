import { replyAbilityNotes } from "@core/replies/inbox-labels";
import type { InboxItem, InboxResponse } from "@core/replies/replies-responses";
import { sentimentLabels } from "@core/comments/sentiment";
import { formatDateTime } from "@core/format/format-date";
import { opensOnNetwork } from "@core/social/platform-names";
import { formatCaption } from "@core/format/format-caption";
import { EyeOff, ExternalLink, MessageSquareReply } from "lucide-react";
import { useId, useState } from "react";
import { AccountLabel } from "~/components/account-label";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { describeError } from "~/lib/api";
import { safeHttpUrl } from "~/lib/safe-url";
import { showToast } from "~/lib/toast";
import { ReplyComposer } from "./reply-composer";
import { useItemAction } from "./replies-api";

/** Where the comment stands, in one badge. */
function statusOf(item: InboxItem): { label: string; variant: "warning" | "success" | "secondary" | "outline" } {
  if (item.unanswered) return { label: "Sem resposta", variant: "warning" };
  if (item.answeredAt) return { label: "Respondida", variant: "success" };
  if (item.handled) return { label: "Tratada", variant: "success" };
  if (item.isQuestion) return { label: "Aguardando (menos de 24 h)", variant: "secondary" };
  return { label: "Comentário", variant: "outline" };
}

const canWrite = (item: InboxItem) => item.replyAbility === "yes" || item.replyAbility === "demo";

/** One comment of the inbox: what was said, on which post, the thread, and what the team did. */
export function InboxItemCard({
  item,
  members,
  canAct,
}: {
  item: InboxItem;
  members: InboxResponse["members"];
  canAct: boolean;
}) {
  const [composing, setComposing] = useState(false);
  const actions = useItemAction(item.id);
  const assignId = useId();
  const headingId = useId();
  const status = statusOf(item);
  const permalink = safeHttpUrl(item.post.permalink);
  const caption = formatCaption(item.post.caption);

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      void showToast("success", { title: done });
    } catch (failure) {
      void showToast("error", { title: "Não foi possível concluir.", description: describeError(failure) });
    }
  };

  return (
    <li className="min-w-0 rounded-lg border bg-card p-4 shadow-xs" data-testid="inbox-item" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={status.variant}>{status.label}</Badge>
        {item.topicLabel ? <Badge variant="outline">{item.topicLabel}</Badge> : null}
        <Badge variant="outline">{sentimentLabels[item.sentiment]}</Badge>
        {item.hidden ? (
          <Badge variant="secondary">
            <EyeOff aria-hidden="true" />
            Oculto
          </Badge>
        ) : null}
        <span className="text-muted-foreground">
          em <AccountLabel account={item} />
          {item.clientName ? ` · ${item.clientName}` : null}
        </span>
      </div>
      <h3 id={headingId} className="mt-3 font-semibold break-words">
        @{item.commenter} <span className="font-normal text-muted-foreground">· {formatDateTime(item.publishedAt)}</span>
      </h3>
      <p className="mt-1 break-words whitespace-pre-line">{item.text}</p>

      <div className="mt-3 flex min-w-0 items-start gap-3 rounded-md bg-muted/50 p-2 text-sm">
        {item.post.thumbnailUrl ? (
          <img
            src={item.post.thumbnailUrl}
            alt=""
            width={48}
            height={48}
            className="size-12 shrink-0 rounded object-cover"
            loading="lazy"
          />
        ) : null}
        <div className="min-w-0">
          <p className="line-clamp-2 break-words text-muted-foreground">{caption || "Post sem legenda"}</p>
          {permalink ? (
            <a
              href={permalink}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-flex items-center gap-1 font-medium underline-offset-4 hover:underline"
            >
              Ver o post
              <span className="sr-only"> {opensOnNetwork(item.platform)}</span>
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          ) : null}
        </div>
      </div>

      {item.thread.length > 0 || item.replies.length > 0 ? (
        <ul className="mt-3 grid gap-2 border-l-2 pl-3 text-sm" aria-label="Conversa">
          {item.thread.map((reply, index) => (
            <li key={`t${index}`} className="break-words">
              <span className="font-medium">@{reply.username}</span>
              {reply.fromAccount ? <span className="text-muted-foreground"> (a conta)</span> : null}: {reply.text}
            </li>
          ))}
          {item.replies.map((reply) => (
            <li key={reply.id} className="break-words" data-testid="sent-reply">
              <span className="font-medium">@{item.username}</span>
              <span className="text-muted-foreground">
                {" "}
                (
                {reply.status === "sent"
                  ? `enviada daqui${reply.author ? ` por ${reply.author}` : ""}`
                  : reply.status === "sending"
                    ? "enviando"
                    : "não enviada"}
                )
              </span>
              : {reply.text}
              {reply.failure ? <p className="mt-1 text-destructive">{reply.failure.message}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-3 grid gap-1 text-xs text-muted-foreground">
        {item.assignee ? (
          <p>
            Atribuída a {item.assignee.name}
            {item.assignee.by ? ` por ${item.assignee.by}` : ""}
            {item.assignee.at ? ` em ${formatDateTime(item.assignee.at)}` : ""}
          </p>
        ) : null}
        {item.handled ? (
          <p>
            Marcada como tratada{item.handled.by ? ` por ${item.handled.by}` : ""} em {formatDateTime(item.handled.at)}
          </p>
        ) : null}
        {item.hidden ? (
          <p>
            Ocultada{item.hidden.by ? ` por ${item.hidden.by}` : ""} em {formatDateTime(item.hidden.at)}
          </p>
        ) : null}
        {/* Demo data is said once, above the list. */}
        {item.replyAbility !== "yes" && item.replyAbility !== "demo" ? <p>{replyAbilityNotes[item.replyAbility]}</p> : null}
      </div>

      {canAct ? (
        <div className="mt-4 grid gap-3">
          <div className="flex flex-wrap items-end gap-2">
            {canWrite(item) && !composing ? (
              <Button size="sm" onClick={() => setComposing(true)}>
                <MessageSquareReply aria-hidden="true" />
                Responder
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="outline"
              disabled={actions.handled.isPending}
              onClick={() =>
                void act(
                  () => actions.handled.mutateAsync(!item.handled),
                  item.handled ? "Marcação de tratada desfeita." : "Marcada como tratada.",
                )
              }
            >
              {item.handled ? "Desfazer tratada" : "Marcar como tratada"}
            </Button>
            {canWrite(item) ? (
              <Button
                size="sm"
                variant="outline"
                disabled={actions.hide.isPending}
                onClick={() =>
                  void act(
                    () => actions.hide.mutateAsync(!item.hidden),
                    item.hidden ? "Comentário visível de novo." : "Comentário ocultado.",
                  )
                }
              >
                {item.hidden ? "Mostrar de novo" : "Ocultar comentário"}
              </Button>
            ) : null}
            <div className="grid min-w-44 gap-1">
              <Label htmlFor={assignId} className="text-xs">
                Atribuir a
              </Label>
              <NativeSelect
                id={assignId}
                className="h-9"
                value={item.assignee?.userId ?? ""}
                disabled={actions.assign.isPending}
                onChange={(event) =>
                  void act(
                    () => actions.assign.mutateAsync(event.target.value || null),
                    event.target.value ? "Atribuída." : "Atribuição retirada.",
                  )
                }
              >
                <option value="">Ninguém</option>
                {members.map((member) => (
                  <option key={member.userId} value={member.userId}>
                    {member.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          {composing ? <ReplyComposer commentId={item.id} commenter={item.commenter} onSent={() => setComposing(false)} /> : null}
        </div>
      ) : null}
    </li>
  );
}
