import { useId, useRef, useState } from "react";
import { newsletterSuccessToast } from "@core/validation/contact-texts";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { api, describeError, isApiError, unexpectedErrorMessage } from "~/lib/api";
import { showToast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";

/** The blog's newsletter box: POST /api/newsletter; signing up twice is not an error. */
export function NewsletterForm() {
  const id = useId();
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function subscribe(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSending(true);
    try {
      // The shared schema (and zod) loads on the first sign-up, not with the page.
      const [{ newsletterSchema }, { parseForm }] = await Promise.all([
        import("@core/validation/contact"),
        import("~/lib/parse-form"),
      ]);
      const parsed = parseForm(newsletterSchema, { email });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? unexpectedErrorMessage);
        inputRef.current?.focus();
        return;
      }
      await api.post("/api/newsletter", parsed.data);
      setEmail("");
      void showToast("success", newsletterSuccessToast);
    } catch (caught) {
      setError((isApiError(caught) && caught.fields?.email) || describeError(caught));
      inputRef.current?.focus();
    } finally {
      setSending(false);
    }
  }

  const errorId = `${id}-erro`;
  return (
    <section aria-labelledby={`${id}-titulo`} className="rounded-xl border bg-secondary p-6 sm:p-8">
      <h2 id={`${id}-titulo`} className="text-xl font-semibold text-secondary-foreground">
        Receba os novos artigos por e-mail
      </h2>
      <p className="mt-2 text-sm text-secondary-foreground">
        Dicas práticas de análise de Instagram e TikTok, sem spam. Para cancelar a inscrição, escreva para
        contato@inteligram.com.br.
      </p>
      {/* Prerendered page: the field waits for the script, and method="post" keeps an address
          out of the URL should the form be sent without it. */}
      <form method="post" noValidate onSubmit={subscribe} className="mt-5">
        <fieldset disabled={!hydrated} className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-start">
          <div className="flex-1 space-y-2">
            <label htmlFor={`${id}-email`} className="sr-only">
              Seu e-mail
            </label>
            <Input
              ref={inputRef}
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              placeholder="seu@email.com.br"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="bg-background"
            />
            {error ? (
              <p id={errorId} className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <Button type="submit" disabled={sending}>
            {sending ? "Inscrevendo..." : "Inscrever-se"}
          </Button>
        </fieldset>
      </form>
    </section>
  );
}
