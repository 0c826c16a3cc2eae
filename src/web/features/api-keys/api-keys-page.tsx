import { formatDate, formatDateTime } from "@core/format/format-date";
import { lazyZodResolver } from "~/lib/form-validation";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "sonner";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { SubmitButton } from "~/components/ui/submit-button";
import { describeError, isApiError } from "~/lib/api";
import { useRedirectWhenSignedOut } from "~/lib/use-redirect-when-signed-out";
import { type ApiKeySummary, type CreatedApiKey, useApiKeys, useCreateApiKey, useRevokeApiKey } from "./api-keys-api";
import { LoadError } from "~/components/load-error";

const linkClass =
  "rounded-sm font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60";

/** /admin/api: the owner creates (seen once) and revokes the workspace's API keys; members read the list. */
export function ApiKeysPage() {
  const keys = useApiKeys();
  const signedOut = useRedirectWhenSignedOut(keys.error);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  if (keys.isPending || signedOut) {
    return (
      <div role="status" className="mt-8 grid gap-6 lg:grid-cols-3">
        <span className="sr-only">Carregando...</span>
        <Skeleton className="h-48 lg:col-span-2" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (keys.isError) {
    return (
      <LoadError
        className="mt-8 max-w-xl"
        title="Não foi possível carregar as chaves de API"
        error={keys.error}
        onRetry={() => void keys.refetch()}
        retrying={keys.isFetching}
      />
    );
  }

  const { canManage } = keys.data;
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-3 lg:items-start">
      <div className="grid gap-6 lg:col-span-2">
        {created ? <NewKeyCard created={created} onDone={() => setCreated(null)} /> : null}
        <KeyListCard keys={keys.data.keys} canManage={canManage} />
      </div>
      <div className="grid gap-6">
        {canManage ? (
          <Card>
            <CardContent>
              <CreateKeyForm onCreated={setCreated} />
            </CardContent>
          </Card>
        ) : (
          <Alert>
            <AlertTitle>Somente leitura</AlertTitle>
            <AlertDescription>Apenas o proprietário do espaço de trabalho cria e revoga chaves de API.</AlertDescription>
          </Alert>
        )}
        <Card className="gap-3">
          <CardHeader>
            <CardTitle as="h2">Como usar</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 text-sm text-muted-foreground">
            <p>
              Envie a chave no cabeçalho <code className="font-mono text-foreground">Authorization: Bearer …</code> das
              requisições para <code className="font-mono text-foreground">/api/v1</code>. As chaves só leem dados, e todas as
              chaves deste espaço de trabalho dividem o limite de 1000 requisições por hora.
            </p>
            <Link to="/api-docs" className={linkClass}>
              Ver a documentação da API
            </Link>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

type CreateKeyValues = { name: string };

const createKeyForm = lazyZodResolver<CreateKeyValues, CreateKeyValues>(() =>
  import("./create-key-schema").then((module) => module.createKeySchema),
);

function CreateKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const create = useCreateApiKey();
  const form = useForm<CreateKeyValues>({
    resolver: createKeyForm.resolver,
    defaultValues: { name: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit({ name }: CreateKeyValues) {
    try {
      onCreated(await create.mutateAsync(name));
      form.reset();
    } catch (error) {
      const fieldError = isApiError(error) ? error.fields?.name : undefined;
      if (fieldError) form.setError("name", { message: fieldError }, { shouldFocus: true });
      else toast.error("Não foi possível criar a chave", { description: describeError(error) });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4" aria-labelledby="api-key-create-title">
      <h2 id="api-key-create-title" className="leading-tight font-semibold">
        Nova chave
      </h2>
      <FormField
        id="api-key-name"
        label="Nome da chave"
        hint="Para lembrar onde ela é usada, por exemplo: Planilha de resultados."
        error={errors.name?.message}
      >
        {(control) => <Input {...control} autoComplete="off" placeholder="Ex.: Looker Studio" {...form.register("name")} />}
      </FormField>
      <SubmitButton pending={isSubmitting} pendingLabel="Criando..." className="justify-self-start">
        Criar chave
      </SubmitButton>
    </form>
  );
}

/** The one time the key is shown: copy it now. */
function NewKeyCard({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
    } catch {
      toast.error("Não foi possível copiar", { description: "Selecione a chave e copie manualmente." });
    }
  }
  return (
    <Alert variant="success" role="status" aria-live="polite">
      <AlertTitle>Copie sua nova chave agora</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          A chave “{created.name}” foi criada. Por segurança, ela não será mostrada de novo. Se perdê-la, revogue-a e crie outra.
        </p>
        <label htmlFor="api-key-value" className="sr-only">
          Sua nova chave de API
        </label>
        <Input
          id="api-key-value"
          readOnly
          value={created.key}
          data-testid="new-api-key"
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void copy()}>
            {copied ? "Copiada" : "Copiar chave"}
          </Button>
          <Button size="sm" variant="outline" onClick={onDone}>
            Já guardei a chave
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}

function KeyListCard({ keys, canManage }: { keys: ApiKeySummary[]; canManage: boolean }) {
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const active = keys.filter((key) => !key.revokedAt).length;
  return (
    <Card className="gap-2">
      <CardHeader>
        <CardTitle as="h2" ref={heading} tabIndex={-1} className="outline-none">
          Chaves ({active} {active === 1 ? "ativa" : "ativas"})
        </CardTitle>
        <CardDescription>Da chave, só o início fica visível depois de criada.</CardDescription>
      </CardHeader>
      <CardContent>
        {keys.length === 0 ? (
          <p className="py-4 text-muted-foreground">
            {canManage ? "Nenhuma chave ainda. Crie uma para usar a API." : "Nenhuma chave criada neste espaço de trabalho."}
          </p>
        ) : (
          <ul className="divide-y" aria-label="Chaves de API">
            {keys.map((key) => (
              <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="api-key-row">
                <div className="grid min-w-0 gap-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium break-words">
                    {key.name}
                    {key.revokedAt ? <Badge variant="secondary">Revogada</Badge> : <Badge>Ativa</Badge>}
                  </p>
                  <p className="font-mono text-sm">{key.prefix}…</p>
                  <p className="text-sm text-muted-foreground">
                    Criada em {formatDate(key.createdAt)} ·{" "}
                    {key.lastUsedAt ? `Último uso: ${formatDateTime(key.lastUsedAt)}` : "Nunca usada"}
                    {key.revokedAt ? ` · Revogada em ${formatDate(key.revokedAt)}` : ""}
                  </p>
                </div>
                {canManage && !key.revokedAt ? (
                  <Button variant="outline" size="sm" onClick={() => setRevoking(key)} aria-label={`Revogar a chave ${key.name}`}>
                    Revogar
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} fallbackFocus={heading} />
    </Card>
  );
}

function RevokeDialog({
  apiKey,
  onClose,
  fallbackFocus,
}: {
  apiKey: ApiKeySummary | null;
  onClose: () => void;
  fallbackFocus: React.RefObject<HTMLHeadingElement | null>;
}) {
  const revoke = useRevokeApiKey();
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    if (!apiKey) return;
    setError(null);
    try {
      await revoke.mutateAsync(apiKey.id);
      toast.success("Chave revogada", { description: `A chave “${apiKey.name}” não dá mais acesso à API.` });
      onClose();
    } catch (failure) {
      setError(describeError(failure));
    }
  }
  return (
    <Dialog
      open={apiKey !== null}
      onOpenChange={(open) => {
        if (!open && !revoke.isPending) {
          setError(null);
          onClose();
        }
      }}
    >
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          fallbackFocus.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Revogar a chave “{apiKey?.name}”?</DialogTitle>
          <DialogDescription>Quem usa esta chave perde o acesso à API na hora. Não é possível desfazer.</DialogDescription>
        </DialogHeader>
        {error ? (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={revoke.isPending}>
            Cancelar
          </Button>
          <Button
            variant="destructive"
            onClick={() => void confirm()}
            disabled={revoke.isPending}
            aria-busy={revoke.isPending || undefined}
          >
            {revoke.isPending ? "Revogando..." : "Revogar chave"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
