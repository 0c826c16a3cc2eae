import { LoaderCircle, LogIn, Plus } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { SubmitButton } from "~/components/ui/submit-button";
import { normalizeManualUsername, validateInstagramUsername } from "@core/validation/instagram-username-rules";
import { describeConnectFailure } from "./connect-failure";
import { socialAccountsMessages } from "./social-accounts-messages";
import { ConnectWithFacebookButton, ConnectWithFacebookDetails } from "./connect-with-facebook";
import { useConnectInstagramUsername } from "./use-account-actions";
import { useStartOAuth } from "./use-start-oauth";

/**
 * docs/product/screens.md: 'Conectar Meu Instagram' (no account yet) or 'Adicionar Outra Conta'. The username
 * field is there at once (a field behind a title to click went unseen); Instagram Login sits
 * beside it.
 */
export function ConnectAccountCard({ title }: { title: "Conectar Meu Instagram" | "Adicionar Outra Conta" }) {
  const oauth = useStartOAuth("instagram");

  return (
    <Card className="gap-4">
      <CardHeader>
        <h2 className="flex items-center gap-3 text-lg font-semibold">
          <span className="flex size-9 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Plus aria-hidden="true" className="size-5" />
          </span>
          {title}
        </h2>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <div className="grid content-start gap-3">
          <h3 className="font-medium">Pelo nome de usuário</h3>
          <p className="text-sm text-muted-foreground">
            Para qualquer perfil público: analisamos o que o Instagram mostra a todos (seguidores, publicações, curtidas e
            comentários).
          </p>
          <UsernameForm />
        </div>
        <div className="grid content-start gap-3">
          <h3 className="font-medium">Com login do Instagram ou do Facebook</h3>
          <p className="text-sm text-muted-foreground">
            Para contas profissionais (comercial ou criador de conteúdo): você autoriza o acesso e recebemos os dados da própria
            conta, como alcance e visualizações.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={oauth.start} disabled={oauth.pending} aria-busy={oauth.pending || undefined}>
              {oauth.pending ? (
                <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
              ) : (
                <LogIn aria-hidden="true" />
              )}
              Entrar com o Instagram
            </Button>
            <ConnectWithFacebookButton />
          </div>
          <ConnectWithFacebookDetails />
        </div>
      </CardContent>
    </Card>
  );
}

/** docs/product/screens.md: trimmed, first '@' stripped; Conectar disabled while empty; Cancelar clears it. */
function UsernameForm() {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const connect = useConnectInstagramUsername();
  const navigate = useNavigate();

  function clear() {
    setValue("");
    setError(undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const username = normalizeManualUsername(value);
    const problem = validateInstagramUsername(username);
    if (problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setError(undefined);
    try {
      await connect.mutateAsync(username);
    } catch (failure) {
      const described = describeConnectFailure(failure, username);
      if (described.kind === "field") {
        setError(described.message);
        input.current?.focus();
      } else if (described.kind === "needs-plan") {
        toast.info(described.message);
        await navigate("/onboarding");
      } else {
        toast.error(described.title, { description: described.description });
      }
      return;
    }
    toast.success(socialAccountsMessages.connected);
    clear();
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <FormField
        id="instagram-username"
        label="Nome de usuário do Instagram"
        hint="Por exemplo: @natgeo ou o link do perfil."
        error={error}
      >
        {(control) => (
          <Input
            {...control}
            ref={input}
            name="username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="@seuperfil"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === "Escape") clear();
            }}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={connect.isPending} pendingLabel="Conectando..." disabled={value.trim() === ""}>
          Conectar
        </SubmitButton>
        <Button
          variant="ghost"
          onClick={() => {
            clear();
            input.current?.focus();
          }}
          disabled={connect.isPending}
        >
          Cancelar
        </Button>
      </div>
    </form>
  );
}
