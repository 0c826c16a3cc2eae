import { Lock } from "lucide-react";
import { cn } from "~/lib/cn";
import type { ApiDocs, DocBody, DocField, DocOperation, HttpMethod } from "./openapi-model";

const methodStyles: Record<HttpMethod, string> = {
  get: "bg-success-soft text-success-soft-foreground",
  post: "bg-secondary text-secondary-foreground",
  put: "bg-warning-soft text-warning-soft-foreground",
  patch: "bg-warning-soft text-warning-soft-foreground",
  delete: "bg-destructive text-destructive-foreground",
};

/** The operations of an OpenAPI document, grouped by tag, each with a curl example. */
export function ApiDocsView({ docs }: { docs: ApiDocs }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[14rem_1fr]">
      <nav aria-label="Endpoints" className="lg:sticky lg:top-24 lg:self-start">
        <h2 className="text-sm font-semibold">Endpoints ({docs.operationCount})</h2>
        <ul className="mt-3 space-y-4 text-sm">
          {docs.groups.map((group) => (
            <li key={group.tag}>
              <p className="font-medium">{group.tag}</p>
              <ul className="mt-1 space-y-1">
                {group.operations.map((operation) => (
                  <li key={operation.id}>
                    <a
                      href={`#${operation.id}`}
                      className="rounded-sm text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
                    >
                      {operation.summary || `${operation.method.toUpperCase()} ${operation.path}`}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 space-y-12">
        {docs.groups.map((group) => (
          <section key={group.tag} aria-labelledby={`grupo-${group.tag}`}>
            <h2 id={`grupo-${group.tag}`} className="text-2xl font-bold tracking-tight">
              {group.tag}
            </h2>
            <div className="mt-6 space-y-6">
              {group.operations.map((operation) => (
                <OperationCard key={operation.id} operation={operation} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

function OperationCard({ operation }: { operation: DocOperation }) {
  return (
    <article
      id={operation.id}
      aria-labelledby={`${operation.id}-titulo`}
      className="scroll-mt-24 rounded-xl border bg-card p-6 shadow-sm"
    >
      <h3 id={`${operation.id}-titulo`} className="flex flex-wrap items-center gap-3 text-lg font-semibold">
        <span className={cn("rounded-md px-2 py-0.5 font-mono text-xs font-bold", methodStyles[operation.method])}>
          {operation.method.toUpperCase()}
        </span>{" "}
        <code className="font-mono text-base break-all">{operation.path}</code>
      </h3>
      {operation.summary ? <p className="mt-2 font-medium">{operation.summary}</p> : null}
      {operation.description ? <p className="mt-1 text-sm text-muted-foreground">{operation.description}</p> : null}
      <p className="mt-3 flex items-center gap-2 text-sm text-muted-foreground">
        {operation.authentication ? (
          <>
            <Lock aria-hidden="true" className="size-4" />
            {operation.authentication}
          </>
        ) : (
          "Não requer autenticação"
        )}
      </p>
      <div className="mt-4">
        <h4 className="text-sm font-semibold" id={`${operation.id}-curl`}>
          Exemplo com curl
        </h4>
        <pre
          aria-labelledby={`${operation.id}-curl`}
          tabIndex={0}
          className="mt-2 overflow-x-auto rounded-lg bg-muted p-4 font-mono text-xs leading-relaxed outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <code>{operation.curl}</code>
        </pre>
      </div>

      {operation.parameters.length > 0 ? <FieldTable caption="Parâmetros" fields={operation.parameters} showLocation /> : null}
      {operation.requestBody ? <BodyBlock title="Corpo da requisição (JSON)" body={operation.requestBody} /> : null}

      {operation.responses.length > 0 ? (
        <div className="mt-6">
          <h4 className="font-semibold">Respostas</h4>
          <ul className="mt-2 space-y-3">
            {operation.responses.map((response) => (
              <li key={response.status} className="rounded-lg border p-4">
                <p className="text-sm">
                  <span className="font-mono font-semibold">{response.status}</span> — {response.description}
                </p>
                {response.body ? <BodyBlock body={response.body} /> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}

function BodyBlock({ title, body }: { title?: string; body: DocBody }) {
  return (
    <div className="mt-4">
      {title ? <h4 className="font-semibold">{title}</h4> : null}
      {body.schemaName ? (
        <p className="mt-1 text-sm text-muted-foreground">
          Esquema <code className="font-mono text-foreground">{body.schemaName}</code>
        </p>
      ) : null}
      {body.fields.length > 0 ? <FieldTable caption={title ? `${title}: campos` : "Campos"} fields={body.fields} /> : null}
    </div>
  );
}

function FieldTable({
  caption,
  fields,
  showLocation = false,
}: {
  caption: string;
  fields: (DocField & { location?: string })[];
  showLocation?: boolean;
}) {
  return (
    // Focusable so a keyboard can scroll it when it is wider than the screen.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative mt-3 overflow-x-auto rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Campo
            </th>
            {showLocation ? (
              <th scope="col" className="py-2 pr-4 font-semibold">
                Onde
              </th>
            ) : null}
            <th scope="col" className="py-2 pr-4 font-semibold">
              Tipo
            </th>
            <th scope="col" className="py-2 font-semibold">
              Observações
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.name} className="border-b last:border-0">
              <th scope="row" className="py-2 pr-4 align-top font-normal">
                <code className="font-mono">{field.name}</code>
              </th>
              {showLocation ? <td className="py-2 pr-4 align-top">{field.location}</td> : null}
              <td className="py-2 pr-4 align-top font-mono text-xs break-words">{field.type}</td>
              <td className="py-2 align-top text-muted-foreground">
                {[field.required ? "obrigatório" : "opcional", ...field.notes].join(" · ")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
