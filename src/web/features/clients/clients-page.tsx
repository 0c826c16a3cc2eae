import { formatAccountLabel, sortAccounts } from "@core/social/account-label";
import { ChevronDown, Plus } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog, type ConfirmRequest } from "~/components/confirm-dialog";
import { LoadError } from "~/components/load-error";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { ClientForm } from "./client-form";
import { ClientPanel } from "./client-panel";
import { useClients, useCreateClient, type Client, type ClientList } from "./clients-api";

/** A member who does not manage clients reads them and downloads their reports. */
const readerNote =
  "Você vê os clientes e baixa os relatórios deles. Criar, alterar e excluir clientes é do proprietário e dos administradores.";

function recipientsText(count: number) {
  if (count === 0) return "Nenhum destinatário";
  return count === 1 ? "1 destinatário" : `${count} destinatários`;
}

function scheduleText(client: Client) {
  if (!client.schedule.description) return "Sem envio programado";
  return client.schedule.paused ? `${client.schedule.description} (pausado)` : client.schedule.description;
}

/** "Novo cliente": the form opens under its button, and the focus comes back to it when it closes. */
function CreateClient({ list }: { list: ClientList }) {
  const create = useCreateClient();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    create.reset();
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button ref={opener} aria-expanded={open} aria-controls="novo-cliente" onClick={() => (open ? close() : setOpen(true))}>
          <Plus aria-hidden="true" />
          Novo cliente
        </Button>
        <span className="text-sm text-muted-foreground">
          {list.limit.used} de {list.limit.max} clientes do plano
        </span>
      </div>
      {list.limit.fullMessage ? <p className="text-sm text-muted-foreground">{list.limit.fullMessage}</p> : null}
      {open ? (
        <div id="novo-cliente" className="rounded-lg border p-4">
          <ClientForm
            client={null}
            otherClients={list.clients}
            cadences={list.cadences}
            pending={create.isPending}
            error={create.error}
            onSubmit={(values) =>
              create.mutate(
                { name: values.name.trim(), accountIds: values.accountIds, competitorIds: values.competitorIds },
                {
                  onSuccess: (client) => {
                    toast.success(`Cliente ${client.name} criado.`);
                    close();
                  },
                },
              )
            }
            onCancel={close}
          />
        </div>
      ) : null}
    </div>
  );
}

function ClientItem({
  client,
  list,
  open,
  onToggle,
  askToConfirm,
  onDeleted,
}: {
  client: Client;
  list: ClientList;
  open: boolean;
  onToggle: () => void;
  askToConfirm: (request: ConfirmRequest) => void;
  onDeleted: () => void;
}) {
  const panelId = `cliente-${client.id}`;
  const accounts = sortAccounts(client.accounts);
  return (
    <li className="grid gap-3 rounded-lg border p-4 [&>*]:min-w-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 className="text-lg font-semibold break-words">{client.name}</h3>
          <p className="text-sm break-words">
            {accounts.length === 0 ? "Nenhuma conta" : accounts.map((account) => formatAccountLabel(account)).join(", ")}
          </p>
          <p className="text-sm text-muted-foreground">
            {scheduleText(client)} · {recipientsText(client.recipients.length)}
          </p>
        </div>
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`${open ? "Fechar" : "Abrir"} o cliente ${client.name}`}
          onClick={onToggle}
        >
          {open ? "Fechar" : "Abrir"}
          <ChevronDown aria-hidden="true" className={open ? "rotate-180" : undefined} />
        </Button>
      </div>
      {open ? (
        <div id={panelId}>
          <ClientPanel clientId={client.id} list={list} askToConfirm={askToConfirm} onDeleted={onDeleted} />
        </div>
      ) : null}
    </li>
  );
}

/** /clientes: the workspace's clients, each with its report, links, recipients and schedule. */
export function ClientsPage() {
  const clients = useClients();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  if (clients.isPending) {
    return (
      <div className="mt-8 grid gap-2" aria-busy="true" aria-label="Carregando clientes">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (clients.isError) {
    return (
      <div className="mt-8">
        <LoadError
          title="Não foi possível carregar os clientes"
          error={clients.error}
          onRetry={() => void clients.refetch()}
          retrying={clients.isFetching}
        />
      </div>
    );
  }
  const list = clients.data;
  return (
    <div className="mt-8 grid grid-cols-1 gap-6 [&>*]:min-w-0">
      <Card>
        <CardHeader>
          <CardTitle as="h2" ref={listHeading} tabIndex={-1}>
            Seus clientes
          </CardTitle>
          <CardDescription>
            Cada cliente reúne as contas de uma marca no Instagram e no TikTok e seus concorrentes, num só relatório.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {list.canManage ? <CreateClient list={list} /> : <p className="text-sm text-muted-foreground">{readerNote}</p>}
          {list.clients.length === 0 ? (
            <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
              Nenhum cliente ainda. Agrupe as contas de uma marca nas duas redes e seus concorrentes para baixar um só relatório,
              enviá-lo por e-mail ou compartilhar um link.
            </p>
          ) : (
            <ul className="grid gap-3 [&>*]:min-w-0" aria-label="Clientes">
              {list.clients.map((client) => (
                <ClientItem
                  key={client.id}
                  client={client}
                  list={list}
                  open={openId === client.id}
                  onToggle={() => setOpenId((current) => (current === client.id ? null : client.id))}
                  askToConfirm={setConfirm}
                  onDeleted={() => setOpenId(null)}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {/* Beside the list, not in a row: a deleted client would take the dialog and the focus with it. */}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} fallbackFocus={listHeading} />
    </div>
  );
}
