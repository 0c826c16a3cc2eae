import { REPLY_MAX_LENGTH, fillReplyTemplate } from "@core/replies/reply-limits";
import { formatPtBrInteger } from "@core/format/pt-br-number";
import { Send } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { describeError, isApiError } from "~/lib/api";
import { showToast } from "~/lib/toast";
import { useCreateTemplate, useSendReply, useTemplates } from "./replies-api";

const newKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `k-${Date.now()}-${Math.random()}`;

/**
 * The reply box of one comment: the text is checked here as the server checks it (empty, over
 * 2.200 characters) before anything is sent; one idempotency key per reply being written, kept
 * across a retry, so a double press or a retry never sends twice (docs/decisions/048-replies.md).
 */
export function ReplyComposer({ commentId, commenter, onSent }: { commentId: string; commenter: string; onSent?: () => void }) {
  const ids = { text: useId(), error: useId(), count: useId(), template: useId(), title: useId() };
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; retryable: boolean } | null>(null);
  const key = useRef(newKey());
  const send = useSendReply(commentId);
  const templates = useTemplates(true);
  const length = [...text.trim()].length;

  async function submit() {
    // The schemas (and zod) load with the first reply, not with the page (docs/decisions/032).
    const { replyTextSchema } = await import("@core/replies/reply-text");
    const parsed = replyTextSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setRefusal(null);
    try {
      await send.mutateAsync({ text: parsed.data, idempotencyKey: key.current });
      key.current = newKey();
      setText("");
      void showToast("success", { title: "Resposta enviada." });
      onSent?.();
    } catch (failure) {
      const retryable = isApiError(failure) && (failure.reason === "NETWORK_RETRYABLE" || failure.code === "NETWORK");
      if (isApiError(failure) && failure.fields?.text) setError(failure.fields.text);
      else setRefusal({ message: describeError(failure), retryable });
      // A refusal that trying again cannot fix: the next try is a new reply.
      if (!retryable) key.current = newKey();
    }
  }

  return (
    <form
      className="grid gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {templates.data && templates.data.length > 0 ? (
        <div className="grid gap-1.5">
          <Label htmlFor={ids.template}>Usar uma resposta salva</Label>
          <NativeSelect
            id={ids.template}
            value=""
            onChange={(event) => {
              const chosen = templates.data?.find((template) => template.id === event.target.value);
              if (chosen) setText(fillReplyTemplate(chosen.text, commenter));
            }}
          >
            <option value="">Escolha…</option>
            {templates.data.map((template) => (
              <option key={template.id} value={template.id}>
                {template.title}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor={ids.text}>Sua resposta para @{commenter}</Label>
        <Textarea
          id={ids.text}
          value={text}
          className="min-h-24"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${error ? `${ids.error} ` : ""}${ids.count}`}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
        />
        <div className="flex flex-wrap items-start justify-between gap-2 text-xs">
          {error ? (
            <p id={ids.error} className="font-medium text-destructive">
              {error}
            </p>
          ) : (
            <span />
          )}
          <p id={ids.count} className={length > REPLY_MAX_LENGTH ? "font-medium text-destructive" : "text-muted-foreground"}>
            {formatPtBrInteger(length)} de {formatPtBrInteger(REPLY_MAX_LENGTH)} caracteres
          </p>
        </div>
      </div>
      {refusal ? (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <p className="font-medium text-destructive">Não foi enviada.</p>
          <p className="mt-1 break-words">{refusal.message}</p>
          {refusal.retryable ? (
            <p className="mt-1 text-muted-foreground">Pode tentar de novo: ela não será enviada duas vezes.</p>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" disabled={send.isPending}>
          <Send aria-hidden="true" />
          {send.isPending ? "Enviando…" : refusal?.retryable ? "Tentar de novo" : "Enviar resposta"}
        </Button>
        <SaveTemplate text={text} />
      </div>
    </form>
  );
}

/** "Salvar como resposta salva": the text as it is, under a name; {nome} stays for the next commenter. */
function SaveTemplate({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  const create = useCreateTemplate();
  const titleId = useId();
  const errorId = useId();
  if (!open) {
    return (
      <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(true)} disabled={text.trim() === ""}>
        Salvar como resposta salva
      </Button>
    );
  }
  async function save() {
    const { replyTextSchema, templateTitleSchema } = await import("@core/replies/reply-text");
    const parsedTitle = templateTitleSchema.safeParse(title);
    const parsedText = replyTextSchema.safeParse(text);
    if (!parsedTitle.success || !parsedText.success) {
      setError((parsedTitle.error ?? parsedText.error)?.issues[0]?.message ?? null);
      return;
    }
    try {
      await create.mutateAsync({ title: parsedTitle.data, text: parsedText.data });
      void showToast("success", { title: "Resposta salva.", description: "Use {nome} no texto para o @ de quem comentou." });
      setOpen(false);
      setTitle("");
      setError(null);
    } catch (failure) {
      setError(describeError(failure));
    }
  }
  return (
    <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
      <div className="grid gap-1">
        <Label htmlFor={titleId}>Nome da resposta salva</Label>
        <Input
          id={titleId}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-9"
        />
      </div>
      <Button type="button" size="sm" variant="outline" onClick={() => void save()} disabled={create.isPending}>
        Salvar
      </Button>
      {error ? (
        <p id={errorId} className="w-full text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
