import { ChevronDown, LoaderCircle, LogIn, Plus } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { SubmitButton } from "~/components/ui/submit-button";
import { cn } from "~/lib/cn";
import { normalizeManualUsername, validateInstagramUsername } from "@core/validation/instagram-username";
import { describeConnectFailure } from "./connect-failure";
import { instagramMessages } from "./instagram-messages";
import { useConnectInstagramUsername } from "./use-instagram-accounts";
import { useStartInstagramOAuth } from "./use-start-instagram-oauth";

/**
 * spec §2: 'Conectar Meu Instagram' (no account yet) or 'Adicionar Outra Conta'. The title is a
 * disclosure button that reveals the username form; Instagram Login sits beside it.
 */
export function ConnectAccountCard({ title }: { title: "Conectar Meu Instagram" | "Adicionar Outra Conta" }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const regionId = useId();
  const oauth = useStartInstagramOAuth();

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <Card className="gap-4">
      <CardHeader>
        <h2 className="text-lg font-semibold">
          <button
            ref={toggle}
            type="button"
            aria-expanded={open}
            aria-controls={regionId}
            onClick={() => setOpen((value) => !value)}
            className="-mx-2 flex w-[calc(100%+1rem)] items-center gap-3 rounded-md px-2 py-1 text-left outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <span className="flex size-9 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Plus aria-hidden="true" className="size-5" />
            </span>
            <span className="flex-1">{title}</span>
            <ChevronDown aria-hidden="true" className={cn("size-5 transition-transform", open && "rotate-180")} />
          </button>
        </h2>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <div className="grid content-start gap-3">
          <h3 className="font-medium">Pelo nome de usuário</h3>
          <p className="text-sm text-muted-foreground">
            Para qualquer perfil público: analisamos o que o Instagram mostra a todos (seguidores, publicações,
            curtidas e comentários).
          </p>
          <div id={regionId} hidden={!open}>
            {open ? <UsernameForm onDone={close} onCancel={close} /> : null}
          </div>
        </div>
        <div className="grid content-start gap-3">
          <h3 className="font-medium">Com login do Instagram</h3>
          <p className="text-sm text-muted-foreground">
            Para contas profissionais (comercial ou criador de conteúdo): você autoriza o acesso e recebemos os dados
            da própria conta, como alcance e visualizações.
          </p>
          <div>
            <Button variant="outline" onClick={oauth.start} disabled={oauth.pending} aria-busy={oauth.pending || undefined}>
              {oauth.pending ? (
                <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
              ) : (
                <LogIn aria-hidden="true" />
              )}
              Entrar com o Instagram
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

/** spec §5: trimmed, first '@' stripped; Conectar disabled while empty. */
function UsernameForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const connect = useConnectInstagramUsername();
  const navigate = useNavigate();

  useEffect(() => {
    input.current?.focus();
  }, []);

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
    toast.success(instagramMessages.connected);
    onDone();
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
              if (event.key === "Escape") onCancel();
            }}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={connect.isPending} pendingLabel="Conectando..." disabled={value.trim() === ""}>
          Conectar
        </SubmitButton>
        <Button variant="ghost" onClick={onCancel} disabled={connect.isPending}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
