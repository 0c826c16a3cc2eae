import { resolvePeriod } from "@core/analytics/period";
import { formatDateTime, formatDay } from "@core/format/format-date";
import { Download, FileSpreadsheet, Send, Trash2 } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { toast } from "sonner";
import type { ConfirmRequest } from "~/components/confirm-dialog";
import { LoadError } from "~/components/load-error";
import { PeriodSelector } from "~/components/period-selector";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { PendingButton } from "~/components/ui/submit-button";
import { Skeleton } from "~/components/ui/skeleton";
import { describeError } from "~/lib/api";
import type { PeriodSelection } from "~/lib/period-search";
import { ClientForm, changeOf } from "./client-form";
import { CreateLink, LinkList, NoShareNote } from "./client-links";
import {
  clientFilePath,
  clientLogoPath,
  useChangeClient,
  useClient,
  useClientColor,
  useClientLogo,
  useDeleteClient,
  useSendClientNow,
  type Client,
  type ClientDetail,
  type ClientList,
} from "./clients-api";

/** What "Enviar agora" did, in a sentence. */
export function sendNowText(result: {
  period: { from: string; to: string };
  queued: number;
  alreadySent: number;
  suppressed: number;
}) {
  const range = `${formatDay(result.period.from)} a ${formatDay(result.period.to)}`;
  const parts = [result.queued === 1 ? `1 e-mail na fila (${range}).` : `${result.queued} e-mails na fila (${range}).`];
  if (result.alreadySent > 0)
    parts.push(
      result.alreadySent === 1
        ? "1 destinatário já tinha recebido este período."
        : `${result.alreadySent} destinatários já tinham recebido este período.`,
    );
  if (result.suppressed > 0)
    parts.push(
      result.suppressed === 1
        ? "1 endereço descadastrado ou recusado ficou de fora."
        : `${result.suppressed} endereços descadastrados ou recusados ficaram de fora.`,
    );
  return parts.join(" ");
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid min-w-0 gap-3 border-t pt-4 [&>*]:min-w-0">
      <h4 className="font-medium">{title}</h4>
      {children}
    </section>
  );
}

/** A download, or the same button disabled while the custom period is not valid. */
function FileLink({ href, children }: { href: string | null; children: React.ReactNode }) {
  if (href === null)
    return (
      <Button variant="outline" disabled>
        {children}
      </Button>
    );
  return (
    <Button variant="outline" asChild>
      <a href={href} download>
        {children}
      </a>
    </Button>
  );
}

/** The report's period, its downloads, "Enviar agora" and the links. */
function ReportSection({
  client,
  list,
  askToConfirm,
}: {
  client: ClientDetail;
  list: ClientList;
  askToConfirm: (request: ConfirmRequest) => void;
}) {
  const [selection, setSelection] = useState<PeriodSelection>({ preset: "last_month" });
  const [now] = useState(() => new Date());
  const send = useSendClientNow(client.id);
  const [sent, setSent] = useState<string | null>(null);
  const shown = resolvePeriod({ preset: selection.preset, from: selection.from, to: selection.to }, now);
  const valid = shown.ok;
  return (
    <>
      <Section title="Relatório">
        <PeriodSelector
          selection={selection}
          shown={shown.ok ? { from: shown.period.from, to: shown.period.to } : null}
          errors={{}}
          now={now}
          onChange={setSelection}
        />
        <div className="flex flex-wrap gap-2">
          <FileLink href={valid ? clientFilePath(client.id, "report", selection) : null}>
            <Download aria-hidden="true" />
            Baixar PDF
          </FileLink>
          <FileLink href={valid ? clientFilePath(client.id, "export", selection) : null}>
            <FileSpreadsheet aria-hidden="true" />
            Baixar Excel
          </FileLink>
          {list.canManage ? (
            <PendingButton
              variant="outline"
              pending={send.isPending}
              pendingLabel="Enviando..."
              onClick={() =>
                send.mutate(undefined, {
                  onSuccess: (result) => {
                    const text = sendNowText(result);
                    setSent(text);
                    toast.success(text);
                  },
                  onError: () => setSent(null),
                })
              }
            >
              <Send aria-hidden="true" />
              Enviar agora
            </PendingButton>
          ) : null}
        </div>
        {list.canManage ? (
          <p className="text-sm text-muted-foreground">
            “Enviar agora” manda o último período completo do envio programado aos destinatários deste cliente.
          </p>
        ) : null}
        {sent ? (
          <p role="status" className="text-sm">
            {sent}
          </p>
        ) : null}
        {send.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {describeError(send.error)}
          </p>
        ) : null}
      </Section>
      <Section title="Links do relatório online">
        <p className="text-sm text-muted-foreground">
          Um link abre o relatório do período escolhido acima sem login, até expirar ou ser desativado.
        </p>
        {list.canShare ? <CreateLink client={client} selection={selection} /> : <NoShareNote />}
        <LinkList client={client} canShare={list.canShare} askToConfirm={askToConfirm} />
      </Section>
    </>
  );
}

/** White-label on the plans that allow it (the answer's branding.available): colour and logo. */
function BrandingSection({ client }: { client: Client }) {
  const color = useClientColor(client.id);
  const logo = useClientLogo(client.id);
  const [draft, setDraft] = useState(client.branding.color ?? "#2563eb");
  // The logo's address does not change with it: a new one is asked for after each upload.
  const [logoVersion, setLogoVersion] = useState(0);
  return (
    <Section title="Marca no relatório">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`cor-${client.id}`}>Cor</Label>
          <Input
            id={`cor-${client.id}`}
            type="color"
            className="h-9 w-20 p-1"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <PendingButton
          variant="outline"
          pending={color.isPending}
          pendingLabel="Salvando..."
          onClick={() => color.mutate(draft, { onSuccess: () => toast.success("Cor salva.") })}
        >
          Salvar cor
        </PendingButton>
        {client.branding.color ? (
          <Button variant="ghost" onClick={() => color.mutate(null, { onSuccess: () => toast.success("Cor removida.") })}>
            Remover cor
          </Button>
        ) : null}
      </div>
      {color.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {describeError(color.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {client.branding.hasLogo ? (
          <img
            src={`${clientLogoPath(client.id)}?v=${logoVersion}`}
            alt={`Logotipo de ${client.name}`}
            className="h-10 w-auto rounded border"
          />
        ) : null}
        <div className="grid gap-1.5">
          <Label htmlFor={`logo-${client.id}`}>Logotipo (PNG ou JPEG, até 1 MB)</Label>
          <Input
            id={`logo-${client.id}`}
            type="file"
            accept="image/png,image/jpeg"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file)
                logo.mutate(file, {
                  onSuccess: () => {
                    setLogoVersion((version) => version + 1);
                    toast.success("Logotipo salvo.");
                  },
                });
              event.target.value = "";
            }}
          />
        </div>
        {client.branding.hasLogo ? (
          <Button variant="ghost" onClick={() => logo.mutate(null, { onSuccess: () => toast.success("Logotipo removido.") })}>
            Remover logotipo
          </Button>
        ) : null}
      </div>
      {logo.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {describeError(logo.error)}
        </p>
      ) : null}
    </Section>
  );
}

/** A scheduled or "Enviar agora" e-mail's state, in words. */
export function deliveryStatusText(delivery: ClientDetail["deliveries"][number]): string {
  switch (delivery.status) {
    case "sent":
      return delivery.sentAt ? `Enviado em ${formatDateTime(delivery.sentAt)}` : "Enviado";
    case "pending":
      return "Na fila";
    case "failed":
      return delivery.error ? `Não enviado: ${delivery.error}` : "Não enviado";
    case "cancelled":
      return "Cancelado";
  }
}

/** The client's latest e-mails (the server keeps the last 20 shown), newest first. */
function DeliveriesSection({ client }: { client: ClientDetail }) {
  return (
    <Section title="Últimos envios">
      {client.deliveries.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nenhum e-mail enviado ainda. Os envios programados e os de “Enviar agora” aparecem aqui.
        </p>
      ) : (
        <ul className="grid gap-2 text-sm" aria-label={`Últimos envios de ${client.name}`}>
          {client.deliveries.map((delivery) => (
            <li
              key={`${delivery.email}-${delivery.period.from}-${delivery.period.to}`}
              className="grid gap-0.5 rounded-md border p-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-3"
            >
              <span className="min-w-0 break-words">
                <span className="font-medium">{delivery.email}</span>
                <span className="text-muted-foreground">
                  {" "}
                  · {formatDay(delivery.period.from)} a {formatDay(delivery.period.to)}
                </span>
              </span>
              <span className={delivery.status === "failed" ? "text-destructive" : "text-muted-foreground"}>
                {deliveryStatusText(delivery)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** One client opened: its report, links, form, white-label and deletion, each as the role allows. */
export function ClientPanel({
  clientId,
  list,
  askToConfirm,
  onDeleted,
}: {
  clientId: string;
  list: ClientList;
  askToConfirm: (request: ConfirmRequest) => void;
  onDeleted: () => void;
}) {
  const detail = useClient(clientId);
  const change = useChangeClient(clientId);
  const remove = useDeleteClient();
  const [formKey, setFormKey] = useState(0);
  if (detail.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Carregando cliente">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <LoadError
        title="Não foi possível carregar o cliente"
        error={detail.error}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  }
  const client = detail.data;
  const pausedNote =
    client.schedule.pausedReason === "no_accounts"
      ? "O envio foi pausado porque o cliente ficou sem contas. Escolha uma conta e desmarque “Pausar o envio”."
      : null;
  return (
    <div className="grid gap-4 [&>*]:min-w-0">
      <ReportSection client={client} list={list} askToConfirm={askToConfirm} />
      <DeliveriesSection client={client} />
      {list.canManage ? (
        <Section title="Dados do cliente">
          {pausedNote ? <p className="text-sm text-muted-foreground">{pausedNote}</p> : null}
          <ClientForm
            key={formKey}
            client={client}
            otherClients={list.clients.filter((other) => other.id !== client.id)}
            cadences={list.cadences}
            pending={change.isPending}
            error={change.error}
            onSubmit={(values) => change.mutate(changeOf(values), { onSuccess: () => toast.success("Cliente salvo.") })}
            onCancel={() => {
              change.reset();
              setFormKey((key) => key + 1);
            }}
          />
        </Section>
      ) : null}
      {list.canManage && client.branding.available ? <BrandingSection client={client} /> : null}
      {list.canManage ? (
        <Section title="Excluir cliente">
          <p className="text-sm text-muted-foreground">As contas continuam conectadas; os links deste cliente deixam de abrir.</p>
          <div>
            <Button
              variant="destructive"
              onClick={(event) =>
                askToConfirm({
                  title: `Excluir o cliente ${client.name}?`,
                  description:
                    "O cliente sai da lista, seus envios programados param e os links já enviados deixam de abrir. As contas continuam conectadas.",
                  confirmLabel: "Excluir cliente",
                  pendingLabel: "Excluindo...",
                  run: async () => {
                    await remove.mutateAsync(client.id);
                    toast.success("Cliente excluído.");
                    onDeleted();
                  },
                  opener: event.currentTarget,
                })
              }
            >
              <Trash2 aria-hidden="true" />
              Excluir cliente
            </Button>
          </div>
        </Section>
      ) : null}
    </div>
  );
}
