import { formatDateTime, formatDay } from "@core/format/format-date";
import { outsideRecipientsMax } from "@core/reports/report-sections";
import { formatAccountLabel } from "@core/social/account-label";
import { Send, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { describeError } from "~/lib/api";
import { useChangeReportSettings, useSendReport, type ReportSendResult, type ReportSettings } from "./reports-api";

type Outside = ReportSettings["outsideRecipients"][number];

/** How an outside address stands, in words: it receives, or why it does not. */
export function outsideStatusText(recipient: Outside): string {
  if (recipient.status === "unsubscribed")
    return recipient.since ? `Cancelou a inscrição em ${formatDateTime(recipient.since)}` : "Cancelou a inscrição";
  if (recipient.status === "bounced") return "Endereço recusado pelo servidor de e-mail";
  return "Recebe";
}

/** What "Enviar agora" did, for a toast. */
export function sendNowText(result: ReportSendResult): string {
  const range = `${formatDay(result.period.from)} a ${formatDay(result.period.to)}`;
  const parts = [result.queued === 1 ? `1 e-mail na fila (${range}).` : `${result.queued} e-mails na fila (${range}).`];
  if (result.alreadySent > 0)
    parts.push(
      result.alreadySent === 1 ? "1 já tinha recebido este período." : `${result.alreadySent} já tinham recebido este período.`,
    );
  if (result.suppressed > 0)
    parts.push(
      result.suppressed === 1
        ? "1 endereço descadastrado ou recusado ficou de fora."
        : `${result.suppressed} endereços descadastrados ou recusados ficaram de fora.`,
    );
  return parts.join(" ");
}

const deliveryStatusText: Record<ReportSettings["deliveries"][number]["status"], string> = {
  pending: "Na fila",
  sent: "Enviado",
  failed: "Falhou",
  cancelled: "Não enviado",
};

/** Addresses outside the workspace (clients), up to 10, each with how it stands. */
export function OutsideRecipients({ settings }: { settings: ReportSettings }) {
  const change = useChangeReportSettings();
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const list = settings.outsideRecipients;
  const save = (emails: string[], onDone?: () => void) =>
    change.mutate(
      { outsideRecipients: emails },
      {
        onSuccess: () => {
          setError(null);
          onDone?.();
          toast.success("Destinatários salvos.");
        },
        onError: (cause) => setError(describeError(cause)),
      },
    );
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    save([...list.map((row) => row.email), draft], () => setDraft(""));
  };
  return (
    <section className="grid gap-2" aria-labelledby="outside-recipients-title">
      <h3 id="outside-recipients-title" className="text-sm font-medium">
        Clientes e outros e-mails (até {outsideRecipientsMax})
      </h3>
      <p className="text-sm text-muted-foreground">
        Recebem só as contas marcadas abaixo, com um link para cancelar a inscrição sem entrar no Inteligram.
      </p>
      {list.length === 0 ? <p className="text-sm text-muted-foreground">Nenhum endereço de fora do espaço de trabalho.</p> : null}
      {list.length > 0 ? (
        <ul className="grid gap-1" aria-label="Endereços de fora do espaço de trabalho">
          {list.map((recipient) => (
            <li key={recipient.email} className="flex min-w-0 flex-wrap items-center gap-2 rounded-md border px-3 py-2 text-sm">
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{recipient.email}</span>
              <Badge variant={recipient.status === "active" ? "success" : "warning"}>{outsideStatusText(recipient)}</Badge>
              {settings.canManage ? (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={change.isPending}
                  aria-label={`Remover ${recipient.email}`}
                  onClick={() => save(list.filter((row) => row.email !== recipient.email).map((row) => row.email))}
                >
                  <X aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {settings.canManage ? (
        <form className="flex flex-wrap items-end gap-2" onSubmit={add} noValidate>
          <div className="grid min-w-0 flex-1 gap-1.5 sm:max-w-sm">
            <Label htmlFor="outside-recipient">E-mail do cliente</Label>
            <Input
              id="outside-recipient"
              type="email"
              inputMode="email"
              autoComplete="off"
              placeholder="cliente@empresa.com.br"
              value={draft}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "outside-recipient-error" : undefined}
              onChange={(event) => setDraft(event.target.value)}
              disabled={list.length >= outsideRecipientsMax}
            />
          </div>
          <Button type="submit" variant="outline" disabled={change.isPending || list.length >= outsideRecipientsMax}>
            Adicionar
          </Button>
        </form>
      ) : null}
      {error ? (
        <p id="outside-recipient-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** "Enviar agora" (owner) and "Enviar teste para mim" (anyone), with the period they send. */
export function SendButtons({ settings }: { settings: ReportSettings }) {
  const now = useSendReport("send-now");
  const test = useSendReport("send-test");
  const range = `${formatDay(settings.sendPeriod.from)} a ${formatDay(settings.sendPeriod.to)}`;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {settings.canManage ? (
          <Button
            type="button"
            disabled={now.isPending}
            onClick={() =>
              now.mutate(undefined, {
                onSuccess: (result) => toast.success(sendNowText(result)),
                onError: (cause) => toast.error(describeError(cause)),
              })
            }
          >
            <Send aria-hidden="true" />
            Enviar agora
          </Button>
        ) : null}
        <Button
          type="button"
          variant="outline"
          disabled={test.isPending}
          onClick={() =>
            test.mutate(undefined, {
              onSuccess: () => toast.success("Teste na fila: ele chega só para você, em alguns instantes."),
              onError: (cause) => toast.error(describeError(cause)),
            })
          }
        >
          Enviar teste para mim
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Os dois enviam o último período completo ({range}). Quem já recebeu esse período não recebe de novo.
      </p>
    </div>
  );
}

/** The latest e-mails sent, with how each went. */
export function RecentDeliveries({ settings }: { settings: ReportSettings }) {
  if (settings.deliveries.length === 0) return null;
  return (
    <section className="grid gap-2" aria-labelledby="recent-deliveries-title">
      <h3 id="recent-deliveries-title" className="text-sm font-medium">
        Últimos envios
      </h3>
      <ul className="grid gap-1 text-sm">
        {settings.deliveries.map((delivery, index) => (
          <li key={index} className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 border-b py-1.5 last:border-0">
            <span className="min-w-0 [overflow-wrap:anywhere]">{delivery.recipient}</span>
            <span className="text-muted-foreground">
              {formatAccountLabel(delivery)}, {formatDay(delivery.period.from)} a {formatDay(delivery.period.to)}
            </span>
            <Badge
              variant={delivery.status === "sent" ? "success" : delivery.status === "pending" ? "secondary" : "warning"}
              className="ml-auto"
            >
              {deliveryStatusText[delivery.status]}
            </Badge>
            {delivery.error ? <span className="w-full text-xs text-muted-foreground">{delivery.error}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
