import { useEffect, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { PageIntro } from "~/components/page-intro";
import { ApiDocsView } from "~/features/api-docs/api-docs-view";
import { type ApiDocs, buildApiDocs } from "~/features/api-docs/openapi-model";
import { policyTexts } from "~/features/legal/policy-texts";
import { api, isApiError, unexpectedErrorMessage } from "~/lib/api";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/api-docs";

const title = "Documentação da API";
const description =
  "A referência da API REST do Inteligram, gerada da especificação OpenAPI que o próprio servidor publica.";

export const meta: Route.MetaFunction = () => pageMeta(title, description, { path: "/api-docs" });

const specUrl = "/api/openapi.json";

type State = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; docs: ApiDocs };

const linkClass = "font-medium text-primary underline underline-offset-4";

// The reference is read from the server's live OpenAPI document, so it lists exactly the
// endpoints that exist. The prerendered HTML says what the page is and links to the document.
export default function Page() {
  const [state, setState] = useState<State>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<unknown>(specUrl, { signal: controller.signal })
      .then((document) => setState({ status: "ready", docs: buildApiDocs(document) }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = isApiError(error) || error instanceof Error ? error.message : unexpectedErrorMessage;
        setState({ status: "error", message });
      });
    return () => controller.abort();
  }, [attempt]);

  function retry() {
    setState({ status: "loading" });
    setAttempt((count) => count + 1);
  }

  return (
    <PageIntro title={title} description={description}>
      <div className="mt-8 grid max-w-3xl gap-3 text-muted-foreground">
        <p>
          A especificação completa, no formato OpenAPI 3.1, está em{" "}
          <a className={linkClass} href={specUrl}>
            {specUrl}
          </a>
          . Você pode importá-la no Postman, no Insomnia ou em um gerador de clientes.
        </p>
        <p>
          <strong className="text-foreground">Autenticação:</strong> a API usa a mesma sessão do site. Entre na sua conta
          (POST /api/auth/sign-in/email) e envie o cookie de sessão nas requisições que pedem autenticação.
        </p>
        <p>
          <strong className="text-foreground">Limite de uso:</strong> {policyTexts.apiLimit} por conta. Acima disso, a
          API responde 429 (RATE_LIMITED) até a hora seguinte.
        </p>
        <p>
          <strong className="text-foreground">Erros:</strong> toda resposta de erro tem o formato{" "}
          <code className="font-mono text-foreground">{"{ error: { code, message } }"}</code>, com a mensagem em
          português, pronta para mostrar ao usuário.
        </p>
      </div>

      <div className="mt-12">
        {state.status === "loading" ? <LoadingDocs /> : null}
        {state.status === "error" ? (
          <Alert variant="destructive">
            <AlertTitle>Não foi possível carregar a documentação</AlertTitle>
            <AlertDescription>
              <p>{state.message}</p>
              <p>
                Você ainda pode abrir a especificação diretamente em{" "}
                <a className={linkClass} href={specUrl}>
                  {specUrl}
                </a>
                .
              </p>
              <Button variant="outline" size="sm" className="mt-2" onClick={retry}>
                Tentar novamente
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}
        {state.status === "ready" ? <ApiDocsView docs={state.docs} /> : null}
      </div>
    </PageIntro>
  );
}

function LoadingDocs() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Carregando a documentação da API...</span>
      <noscript>
        <p className="text-muted-foreground">
          A lista de endpoints precisa de JavaScript. Sem ele, consulte a especificação em {specUrl}.
        </p>
      </noscript>
      {[0, 1, 2].map((index) => (
        <div key={index} className="rounded-xl border p-6">
          <Skeleton className="h-6 w-64" />
          <Skeleton className="mt-4 h-4 w-full max-w-md" />
          <Skeleton className="mt-2 h-4 w-2/3 max-w-sm" />
        </div>
      ))}
    </div>
  );
}
