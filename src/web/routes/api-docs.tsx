import { apiKeyAccessTexts } from "@core/public-api/api-key-texts";
import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { ApiDocsView } from "~/features/api-docs/api-docs-view";
import { buildApiDocs, rebaseApiDocs } from "~/features/api-docs/openapi-model";
import publicOpenApi from "~/features/api-docs/public-openapi.json";
import { policyTexts } from "~/features/legal/policy-texts";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/api-docs";

const title = "Documentação da API";
const description =
  "A API pública do Inteligram (/api/v1): contas, métricas por dia, publicações e indicadores do seu espaço de trabalho, com chave de API.";

export const meta: Route.MetaFunction = () => pageMeta(title, description, { path: "/api-docs" });

const specUrl = "/api/v1/openapi.json";

// Runs at build time (the page is prerendered): the reference comes from the public OpenAPI
// document that `npm run lint:openapi` writes from the server's routes (a test keeps the file
// equal to them), so the page ships as HTML and lists exactly the endpoints that exist.
export function loader() {
  return { docs: buildApiDocs(publicOpenApi) };
}

const linkClass =
  "rounded-sm font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60";
const code = "font-mono text-foreground";

const noSubscription = () => () => {};

/** The page's own origin in the browser; null while prerendering (the document's address is kept). */
function useBrowserOrigin(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const origin = useBrowserOrigin();
  const docs = origin ? rebaseApiDocs(loaderData.docs, origin) : loaderData.docs;
  return (
    <PageIntro title={title} description={description}>
      <div className="mt-8 grid max-w-3xl gap-3 text-muted-foreground">
        <p>
          <strong className="text-foreground">Endereço:</strong> <code className={code}>{docs.serverUrl}</code>. Todas as
          respostas são JSON, com datas em ISO 8601 (dias como <code className={code}>AAAA-MM-DD</code> no fuso de São Paulo,
          instantes em UTC) e números sem formatação. A API só lê dados.
        </p>
        <p>
          <strong className="text-foreground">Autenticação:</strong> envie uma chave de API do seu espaço de trabalho no cabeçalho{" "}
          <code className={code}>Authorization: Bearer igk_…</code>. {apiKeyAccessTexts.create} em{" "}
          <Link to="/admin/api" className={linkClass}>
            Chaves de API
          </Link>
          ; {apiKeyAccessTexts.reach}. {apiKeyAccessTexts.revoke} Cada chave aparece uma única vez, ao ser criada. Uma chave
          ausente, inválida ou revogada recebe 401.
        </p>
        <p>
          <strong className="text-foreground">Limite de uso:</strong> {policyTexts.apiLimit} por espaço de trabalho, somando todas
          as chaves. Os cabeçalhos <code className={code}>RateLimit-Limit</code>,{" "}
          <code className={code}>RateLimit-Remaining</code> e <code className={code}>RateLimit-Reset</code> mostram o uso; acima
          do limite, a API responde 429 com <code className={code}>Retry-After</code>.
        </p>
        <p>
          <strong className="text-foreground">Páginas e cache:</strong> as publicações vêm em páginas com{" "}
          <code className={code}>nextCursor</code>: envie-o em <code className={code}>cursor</code> para a página seguinte, que
          não se desloca quando chegam publicações novas. Toda resposta traz um <code className={code}>ETag</code>; repita-o em{" "}
          <code className={code}>If-None-Match</code> e receba 304 se nada mudou.
        </p>
        <p>
          <strong className="text-foreground">Erros:</strong>{" "}
          <code className={code}>{"{ error: { code, message, requestId } }"}</code>, com a mensagem em português; em 400,{" "}
          <code className={code}>error.fields</code> diz qual parâmetro corrigir.
        </p>
        <p>
          A especificação OpenAPI 3.1 está em{" "}
          <a className={linkClass} href={specUrl}>
            {specUrl}
          </a>
          , para importar no Postman, no Insomnia ou em um gerador de clientes.
        </p>
        <p>
          <Link to="/admin/api" className={linkClass}>
            Criar uma chave de API
          </Link>
        </p>
      </div>

      <div className="mt-12">
        <ApiDocsView docs={docs} />
      </div>
    </PageIntro>
  );
}
