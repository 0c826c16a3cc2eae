import { reportLinkDefaultDays } from "@core/clients/client-rules";
import { formatDateTime, formatDay } from "@core/format/format-date";
import { Copy, Link2 } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import type { ConfirmRequest } from "~/components/confirm-dialog";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { PendingButton } from "~/components/ui/submit-button";
import { describeError } from "~/lib/api";
import type { PeriodSelection } from "~/lib/period-search";
import { useCreateLink, useRevokeLink, type ClientDetail, type ClientLink } from "./clients-api";

const validityChoices = [7, 15, reportLinkDefaultDays, 60, 90] as const;

const linkStatusText: Record<ClientLink["status"], string> = { active: "Ativo", expired: "Expirado", revoked: "Desativado" };

/** "Criar link": the address shown once, with its copy button and its expiry. */
export function CreateLink({ client, selection }: { client: ClientDetail; selection: PeriodSelection }) {
  const create = useCreateLink(client.id);
  const [days, setDays] = useState<number>(reportLinkDefaultDays);
  const [created, setCreated] = useState<{ url: string; expiresAt: string } | null>(null);
  const shownRef = useRef<HTMLInputElement>(null);
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copiado.");
    } catch {
      // Without the clipboard (an old browser, a refused permission): the address is selected to copy by hand.
      shownRef.current?.select();
      toast.error("Não foi possível copiar. Selecione o link e copie-o manualmente.");
    }
  };
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`link-validade-${client.id}`}>Validade do link</Label>
          <NativeSelect
            id={`link-validade-${client.id}`}
            className="w-40"
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
          >
            {validityChoices.map((choice) => (
              <option key={choice} value={choice}>
                {choice} dias
              </option>
            ))}
          </NativeSelect>
        </div>
        <PendingButton
          variant="outline"
          pending={create.isPending}
          pendingLabel="Criando link..."
          onClick={() =>
            create.mutate(
              { selection, days },
              {
                onSuccess: (link) => {
                  setCreated({ url: link.url, expiresAt: link.expiresAt });
                  // The address is there once: the focus goes to it, to copy it.
                  requestAnimationFrame(() => shownRef.current?.focus());
                },
              },
            )
          }
        >
          <Link2 aria-hidden="true" />
          Criar link
        </PendingButton>
      </div>
      {create.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {describeError(create.error)}
        </p>
      ) : null}
      {created ? (
        <div className="grid gap-2 rounded-lg border border-primary/40 bg-primary/5 p-4" role="status">
          <Label htmlFor={`link-criado-${client.id}`}>Link do relatório online</Label>
          <div className="grid gap-2 sm:flex">
            <Input
              id={`link-criado-${client.id}`}
              ref={shownRef}
              readOnly
              value={created.url}
              className="min-w-0 font-mono text-xs sm:flex-1"
              onFocus={(event) => event.target.select()}
            />
            <Button type="button" onClick={() => void copy(created.url)}>
              <Copy aria-hidden="true" />
              Copiar link
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            Válido até {formatDateTime(created.expiresAt)}. Este endereço aparece só agora: copie-o antes de fechar.
          </p>
          <div>
            <Button type="button" variant="ghost" size="sm" onClick={() => setCreated(null)}>
              Fechar
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** The client's links: each one's period, how many times it was opened, when last, and "Desativar". */
export function LinkList({
  client,
  canShare,
  askToConfirm,
}: {
  client: ClientDetail;
  canShare: boolean;
  askToConfirm: (request: ConfirmRequest) => void;
}) {
  const revoke = useRevokeLink(client.id);
  if (client.links.length === 0) return <p className="text-sm text-muted-foreground">Nenhum link criado para este cliente.</p>;
  return (
    <div className="min-w-0">
      {/* On a phone "Desativar" is past the screen's edge, as in the app's other wide tables. */}
      <p className="mb-2 text-sm text-muted-foreground sm:hidden">Deslize a tabela para o lado para ver todas as colunas.</p>
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">Links do relatório de {client.name}</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-3 font-medium">
                Período
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Situação
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Aberturas
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Última abertura
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Expira em
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {client.links.map((link) => {
              const period = `${formatDay(link.period.from)} a ${formatDay(link.period.to)}`;
              return (
                <tr key={link.id} className="border-b last:border-0">
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {period}
                    {link.source === "scheduled" ? (
                      <span className="block text-xs text-muted-foreground">Envio por e-mail</span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3">{linkStatusText[link.status]}</td>
                  <td className="py-2 pr-3 tabular-nums">{link.openCount}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {link.lastOpenedAt ? formatDateTime(link.lastOpenedAt) : "Nunca"}
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(link.expiresAt)}</td>
                  <td className="py-2 text-right">
                    {canShare && link.status === "active" ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Desativar o link de ${period}`}
                        onClick={(event) =>
                          askToConfirm({
                            title: "Desativar este link?",
                            description: `Quem abrir o link de ${period} verá que ele não está mais disponível. Você pode criar outro quando quiser.`,
                            confirmLabel: "Desativar link",
                            pendingLabel: "Desativando...",
                            run: async () => {
                              await revoke.mutateAsync(link.id);
                              toast.success("Link desativado.");
                            },
                            opener: event.currentTarget,
                          })
                        }
                      >
                        Desativar
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Alert shown when a member may not share the client's report. */
export function NoShareNote() {
  return (
    <Alert>
      <AlertDescription>Criar e desativar links é para quem edita a equipe.</AlertDescription>
    </Alert>
  );
}
