import { formatDateTime } from "@core/format/format-date";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { PasswordInput } from "~/components/ui/password-input";
import { Progress } from "~/components/ui/progress";
import { Skeleton } from "~/components/ui/skeleton";
import { describeError, isApiError } from "~/lib/api";
import { useAuth } from "~/lib/auth";
import { showToast } from "~/lib/toast";
import { useRedirectWhenSignedOut } from "~/lib/use-redirect-when-signed-out";
import { useConsents, useDeleteAccount, useDeletionPreview, useLatestExport, useRequestExport } from "./lifecycle-api";
import { LoadError } from "~/components/load-error";

/** /admin/dados: the person's LGPD rights (art. 18): consents, a copy of their data, deletion. */
export function MyDataPage() {
  const [deleted, setDeleted] = useState(false);
  if (deleted) return <LeaveAfterDeletion />;
  // grid-cols-1: the cards are the page's width (minmax(0, 1fr)), whatever their longest word.
  return (
    <div className="mt-8 grid grid-cols-1 gap-6">
      <ExportSection />
      <ConsentsSection />
      <DeleteSection onDeleted={() => setDeleted(true)} />
    </div>
  );
}

/**
 * The session went with the account: the header and every signed-in state of this tab (and the
 * others, told by refresh) turn signed out, and the person lands on the home page, where the
 * toast says it is done.
 */
function LeaveAfterDeletion() {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    void showToast("success", {
      title: "Conta excluída",
      description: "Sua conta e seus dados foram excluídos. Enviamos a confirmação para o seu e-mail.",
    });
    void refresh().finally(() => navigate("/", { replace: true }));
  }, [refresh, navigate]);
  return (
    <p role="status" className="mt-8">
      Conta excluída. Saindo...
    </p>
  );
}

const statusLabels = { queued: "Na fila", running: "Preparando", ready: "Pronto", failed: "Falhou" } as const;

function ExportSection() {
  const latest = useLatestExport();
  const request = useRequestExport();
  const signedOut = useRedirectWhenSignedOut(latest.error);
  const progressId = useId();
  const current = latest.data?.export ?? null;
  const busy = current?.status === "queued" || current?.status === "running";

  return (
    <Card aria-labelledby="export-title">
      <CardHeader>
        <CardTitle id="export-title" role="heading" aria-level={2}>
          Baixar meus dados
        </CardTitle>
        <CardDescription>
          Um arquivo ZIP com tudo o que o Inteligram guarda sobre você e o espaço de trabalho atual, em arquivos JSON: conta,
          sessões, consentimentos, contas conectadas, histórico e indicadores. Senhas e tokens não são incluídos. Avisamos por
          e-mail quando ficar pronto; o arquivo fica disponível por 7 dias.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {latest.isPending || signedOut ? (
          <Skeleton className="h-10 w-56" />
        ) : latest.isError ? (
          <LoadError
            title="Erro ao carregar dados"
            error={latest.error}
            onRetry={() => void latest.refetch()}
            retrying={latest.isFetching}
          />
        ) : (
          <>
            {current ? (
              <div className="grid gap-2" aria-live="polite">
                <p className="text-sm">
                  <span id={progressId}>
                    Exportação de {formatDateTime(current.createdAt)}: {statusLabels[current.status]}
                    {busy ? ` (${current.progress}%)` : ""}
                  </span>
                </p>
                {busy ? <Progress value={current.progress} aria-labelledby={progressId} /> : null}
                {current.status === "failed" ? (
                  <p className="text-sm text-destructive">Não foi possível preparar o arquivo. Peça uma nova exportação.</p>
                ) : null}
              </div>
            ) : null}
            <div className="flex flex-wrap gap-3">
              {current?.downloadUrl ? (
                <Button asChild>
                  <a href={current.downloadUrl} download>
                    Baixar arquivo (ZIP)
                  </a>
                </Button>
              ) : null}
              <Button
                variant={current?.downloadUrl ? "outline" : "default"}
                onClick={() => request.mutate()}
                disabled={request.isPending || busy}
              >
                {busy ? "Preparando seus dados..." : "Exportar meus dados"}
              </Button>
            </div>
            {request.isError ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {describeError(request.error)}
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ConsentsSection() {
  const consents = useConsents();
  return (
    <Card aria-labelledby="consents-title">
      <CardHeader>
        <CardTitle id="consents-title" role="heading" aria-level={2}>
          Consentimentos
        </CardTitle>
        <CardDescription>
          O aceite dos{" "}
          <Link className="text-primary underline underline-offset-4" to="/termos">
            Termos de Uso
          </Link>{" "}
          e da{" "}
          <Link className="text-primary underline underline-offset-4" to="/privacidade">
            Política de Privacidade
          </Link>{" "}
          no cadastro e as suas escolhas de cookies, com a versão dos textos e a data. Para mudar os cookies, use “Preferências de
          cookies” no rodapé.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {consents.isPending ? (
          <Skeleton className="h-16" />
        ) : consents.isError ? (
          <LoadError
            title="Erro ao carregar dados"
            error={consents.error}
            onRetry={() => void consents.refetch()}
            retrying={consents.isFetching}
          />
        ) : consents.data.consents.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum consentimento registrado.</p>
        ) : (
          <ul className="grid gap-2">
            {consents.data.consents.map((consent) => (
              <li key={`${consent.kind}-${consent.createdAt}`} className="rounded-md border p-3 text-sm">
                <p className="font-medium">
                  {consent.kind === "terms" ? "Termos e privacidade" : "Cookies"}: {consent.choice}
                </p>
                <p className="text-muted-foreground">
                  Versão de {consent.version.split("-").reverse().join("/")} · registrado em {formatDateTime(consent.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function DeleteSection({ onDeleted }: { onDeleted: () => void }) {
  const preview = useDeletionPreview();
  const remove = useDeleteAccount();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [deleteOwned, setDeleteOwned] = useState(false);
  const fields = isApiError(remove.error) ? remove.error.fields : undefined;
  const formError = remove.isError && !fields ? describeError(remove.error) : null;
  const ownedWithTeam = preview.data?.workspaces.filter((w) => w.role === "owner" && w.otherMembers > 0) ?? [];
  const owned = preview.data?.workspaces.filter((w) => w.role === "owner") ?? [];
  const memberOf = preview.data?.workspaces.filter((w) => w.role !== "owner") ?? [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await remove.mutateAsync({ email, password, deleteOwnedWorkspaces: deleteOwned });
    } catch {
      // Shown below the fields.
      return;
    }
    onDeleted();
  }

  return (
    <Card aria-labelledby="delete-title" className="border-destructive/40">
      <CardHeader>
        <CardTitle id="delete-title" role="heading" aria-level={2}>
          Excluir minha conta
        </CardTitle>
        <CardDescription>
          A exclusão é imediata e não pode ser desfeita. Se quiser guardar uma cópia, baixe seus dados antes.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {preview.isPending ? (
          <Skeleton className="h-16" />
        ) : preview.isError ? (
          <LoadError
            title="Erro ao carregar dados"
            error={preview.error}
            onRetry={() => void preview.refetch()}
            retrying={preview.isFetching}
          />
        ) : (
          <ul className="grid gap-1 text-sm wrap-anywhere">
            {owned.map((w) => (
              <li key={w.id}>
                Espaço de trabalho <strong>{w.name}</strong> (proprietário): será excluído, com a assinatura encerrada sem novas
                cobranças
                {w.otherMembers > 0 ? ` e o acesso de ${w.otherMembers === 1 ? "1 membro" : `${w.otherMembers} membros`}` : ""}.
              </li>
            ))}
            {memberOf.map((w) => (
              <li key={w.id}>
                Espaço de trabalho <strong>{w.name}</strong> (membro): você sai da equipe; o espaço continua.
              </li>
            ))}
          </ul>
        )}
        {ownedWithTeam.length > 0 ? (
          <Alert variant="warning">
            <AlertTitle>Você tem uma equipe</AlertTitle>
            <AlertDescription>
              <p>
                Para que a equipe continue usando o Inteligram, transfira a propriedade em{" "}
                <Link className="font-medium text-primary underline underline-offset-4" to="/admin/equipe">
                  Equipe
                </Link>{" "}
                antes de excluir sua conta. Ou confirme abaixo que o espaço de trabalho também será excluído.
              </p>
            </AlertDescription>
          </Alert>
        ) : null}
        <form noValidate onSubmit={submit} className="grid max-w-md gap-4" aria-labelledby="delete-title">
          <FormField
            id="delete-email"
            label={`Digite seu e-mail (${preview.data?.email ?? ""})`}
            error={fields?.email}
            // A long address is one word: it breaks inside instead of widening the card, and the
            // label's lines keep their spacing once it wraps.
            className="wrap-anywhere [&>label]:leading-snug"
          >
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                required
              />
            )}
          </FormField>
          <FormField id="delete-password" label="Senha" error={fields?.password}>
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
              />
            )}
          </FormField>
          {ownedWithTeam.length > 0 ? (
            <label className="flex items-start gap-2 text-sm wrap-anywhere">
              <input
                type="checkbox"
                className="mt-1 size-4"
                checked={deleteOwned}
                onChange={(e) => setDeleteOwned(e.target.checked)}
              />
              <span>
                Excluir também o espaço de trabalho {ownedWithTeam.map((w) => w.name).join(", ")} e todos os dados dele.
              </span>
            </label>
          ) : null}
          {formError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {formError}
            </p>
          ) : null}
          <Button
            type="submit"
            variant="destructive"
            disabled={remove.isPending || email === "" || password === ""}
            className="justify-self-start"
          >
            {remove.isPending ? "Excluindo..." : "Excluir minha conta"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
