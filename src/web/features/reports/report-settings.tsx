import { ImageUp, Lock } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { AccountLabel } from "~/components/account-label";
import { LoadError } from "~/components/load-error";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Skeleton } from "~/components/ui/skeleton";
import { describeError, isApiError } from "~/lib/api";
import { OutsideRecipients, RecentDeliveries, SendButtons } from "./report-clients";
import { ReportShape } from "./report-shape";
import {
  useBrandColor,
  useChangeReportSettings,
  useRemoveLogo,
  useReportSettings,
  useUploadLogo,
  type ReportSettings,
} from "./reports-api";

const cadenceText: Record<ReportSettings["cadence"], string> = {
  monthly: "Seu plano envia um relatório mensal: no dia 1º, o mês anterior, às 08:00 (horário de Brasília).",
  weekly:
    "Seu plano envia um relatório semanal: às segundas, a semana anterior (segunda a domingo), às 08:00 (horário de Brasília).",
  daily: "Seu plano envia um relatório diário: todo dia, o dia anterior, às 08:00 (horário de Brasília).",
};

/** The server's logo limit (settings.service.ts logoMaxBytes). */
export const logoMaxBytes = 1024 * 1024;
export const logoTooLargeText = "O logotipo deve ter até 1 MB.";

/** A failed upload in pt-BR: a 413 (over the limit, whatever its body) says the limit. */
export function logoErrorText(error: unknown): string {
  return isApiError(error) && error.status === 413 ? logoTooLargeText : describeError(error);
}

/**
 * Why the schedule will send nothing although it is not paused: nobody ticked, or no account.
 * Saving such a choice is allowed (it is one way to stop the e-mails) but said out loud.
 */
export function scheduleWarning(
  settings: Pick<ReportSettings, "paused" | "recipients" | "accounts"> & {
    outsideRecipients?: ReportSettings["outsideRecipients"];
  },
): string | null {
  if (settings.paused) return null;
  const outside = (settings.outsideRecipients ?? []).some((recipient) => recipient.status === "active");
  if (!settings.recipients.some((member) => member.enabled) && !outside)
    return "Nenhum destinatário marcado: nenhum relatório será enviado.";
  if (settings.accounts.length > 0 && !settings.accounts.some((account) => account.selected))
    return "Nenhuma conta marcada: nenhum relatório será enviado.";
  return null;
}

function EmailSchedule({ settings }: { settings: ReportSettings }) {
  const change = useChangeReportSettings();
  const onError = (error: unknown) => toast.error(describeError(error));
  const onSaved = (saved: ReportSettings) => {
    const warning = scheduleWarning(saved);
    if (warning) toast.warning(`Preferências salvas. ${warning}`);
    else toast.success("Preferências salvas.");
  };
  const warning = scheduleWarning(settings);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Relatórios por e-mail</CardTitle>
        <CardDescription>{cadenceText[settings.cadence]} O PDF vai anexado (acima de 5 MB, um link).</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <label className="flex items-center gap-3 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-[var(--primary)]"
            checked={settings.paused}
            disabled={!settings.canManage || change.isPending}
            onChange={(event) => change.mutate({ paused: event.target.checked }, { onSuccess: onSaved, onError })}
          />
          Pausar os envios
        </label>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Quem recebe</legend>
          {settings.recipients.map((member) => (
            <label key={member.userId} className="flex items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={member.enabled}
                disabled={change.isPending || (!settings.canManage && member.role === "owner")}
                onChange={(event) =>
                  change.mutate(
                    { recipients: [{ userId: member.userId, enabled: event.target.checked }] },
                    { onSuccess: onSaved, onError },
                  )
                }
              />
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {member.name}{" "}
                <span className="text-muted-foreground">
                  ({member.email}
                  {member.role === "owner" ? ", proprietário" : ""})
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <OutsideRecipients settings={settings} />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Contas no relatório</legend>
          {settings.accounts.length === 0 ? <p className="text-sm text-muted-foreground">Nenhuma conta conectada.</p> : null}
          {settings.accounts.map((account) => (
            <label key={account.id} className="flex items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={account.selected}
                disabled={!settings.canManage || change.isPending}
                onChange={(event) => {
                  const selected = settings.accounts
                    .filter((item) => (item.id === account.id ? event.target.checked : item.selected))
                    .map((item) => item.id);
                  change.mutate(
                    { accountIds: selected.length === settings.accounts.length ? null : selected },
                    { onSuccess: onSaved, onError },
                  );
                }}
              />
              <AccountLabel account={account} />
            </label>
          ))}
        </fieldset>
        {warning ? (
          <Alert variant="warning">
            <AlertDescription>{warning}</AlertDescription>
          </Alert>
        ) : null}
        {!settings.canManage ? (
          <p className="text-sm text-muted-foreground">
            Só o proprietário muda a pausa, as contas e quem mais recebe; você pode sair ou entrar na lista.
          </p>
        ) : null}
        <SendButtons settings={settings} />
        <RecentDeliveries settings={settings} />
      </CardContent>
    </Card>
  );
}

function WhiteLabel({ settings }: { settings: ReportSettings }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const colour = useBrandColor();
  const [color, setColor] = useState(settings.branding.color ?? "#7c3aed");
  const [logoVersion, setLogoVersion] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  if (!settings.branding.available) {
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <Lock aria-hidden="true" className="size-4" />
            Sua marca no relatório
          </CardTitle>
          <CardDescription>Logotipo e cor da sua marca na capa do PDF estão disponíveis no plano Inteligram Pro.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" asChild>
            <Link to="/admin/my-plan">Conhecer o Inteligram Pro</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  const owner = settings.canManage;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Sua marca no relatório</CardTitle>
        <CardDescription>
          O logotipo (PNG ou JPEG, até 1 MB) e a cor aparecem na capa dos PDFs.{owner ? "" : " Só o proprietário altera."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="report-logo-button">Logotipo</Label>
          {settings.branding.hasLogo ? (
            <img
              src={`/api/report-settings/logo?v=${logoVersion}`}
              alt="Logotipo atual"
              className="h-16 w-auto max-w-48 rounded border object-contain p-1"
            />
          ) : (
            <p className="text-sm text-muted-foreground">Nenhum logotipo enviado.</p>
          )}
          {/* The browser's own file input speaks its language ("Choose File"): a pt-BR button opens it. */}
          <input
            ref={fileInput}
            id="report-logo"
            type="file"
            accept="image/png,image/jpeg"
            hidden
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (!file) return;
              setFileName(file.name);
              upload.reset();
              // Checked here too, so a big file is not sent at all.
              if (file.size > logoMaxBytes) {
                setTooLarge(true);
                return;
              }
              setTooLarge(false);
              upload.mutate(file, { onSuccess: () => (setLogoVersion((v) => v + 1), toast.success("Logotipo salvo.")) });
            }}
          />
          <div className="flex min-w-0 flex-wrap items-center gap-3">
            <Button
              id="report-logo-button"
              type="button"
              variant="outline"
              size="sm"
              disabled={!owner || upload.isPending}
              aria-describedby="report-logo-file"
              onClick={() => fileInput.current?.click()}
            >
              <ImageUp aria-hidden="true" />
              Escolher logotipo
            </Button>
            <span id="report-logo-file" className="min-w-0 text-sm [overflow-wrap:anywhere] text-muted-foreground">
              {fileName ? (upload.isPending ? `Enviando ${fileName}…` : fileName) : "Nenhum arquivo escolhido"}
            </span>
          </div>
          {tooLarge || upload.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {tooLarge ? logoTooLargeText : logoErrorText(upload.error)}
            </p>
          ) : null}
          {settings.branding.hasLogo && owner ? (
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-start"
              onClick={() => remove.mutate(undefined, { onSuccess: () => toast.success("Logotipo removido.") })}
            >
              Remover logotipo
            </Button>
          ) : null}
        </div>
        <form
          className="grid content-start gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            colour.mutate(color, {
              onSuccess: () => toast.success("Cor salva."),
              onError: (error) => toast.error(describeError(error)),
            });
          }}
        >
          <Label htmlFor="report-color">Cor da marca</Label>
          <div className="flex items-center gap-3">
            <input
              id="report-color"
              type="color"
              value={color}
              disabled={!owner}
              onChange={(event) => setColor(event.target.value)}
              className="h-10 w-16 rounded border"
            />
            <span className="font-mono text-sm">{color.toUpperCase()}</span>
          </div>
          <Button type="submit" size="sm" className="justify-self-start" disabled={!owner || colour.isPending}>
            Salvar cor
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

export function ReportSettingsSection() {
  const settings = useReportSettings();
  if (settings.isPending) return <Skeleton className="h-48 w-full" aria-label="Carregando configurações" />;
  if (settings.isError) {
    return (
      <LoadError
        title="Não foi possível carregar as configurações dos relatórios."
        error={settings.error}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  return (
    <>
      {/* Mounted again with what the server saved, so its fields start from it. */}
      <ReportShape key={`${settings.data.sections.join(",")}|${settings.data.note ?? ""}`} settings={settings.data} />
      <EmailSchedule settings={settings.data} />
      <WhiteLabel settings={settings.data} />
    </>
  );
}
